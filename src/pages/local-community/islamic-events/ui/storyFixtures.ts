import { HttpResponse } from 'msw';
import { siteContract } from '@/shared/api';
import { gregorianDateOf, hijriDateText, parseHijriDateText } from '@/shared/lib/hijri-date';
import { changedOnce, contractHandler, memoryResource } from '@/shared/lib/storybook';

type IslamicEvent = siteContract.IslamicEvent;
type EventTranslation = siteContract.EventTranslation;
const { islamicEvents, eventTranslations, countrySettings, islamicEventImage, uploadIslamicEventImage } = siteContract;

const EVENTS: [name: string, group: string, day: number, month: number, special: boolean, published: boolean, listed: boolean][] = [
  ['Islamic New Year', 'Muharram', 1, 1, true, true, true],
  ['Ashura', 'Muharram', 10, 1, true, true, true],
  ['Mawlid an-Nabi', 'Rabi al-Awwal', 12, 3, true, true, false],
  ['Start of Ramadan', 'Ramadan', 1, 9, true, true, true],
  ['Laylat al-Qadr', 'Ramadan', 27, 9, true, false, false],
  ['Day of Arafah', 'Dhul Hijjah', 9, 12, false, false, false],
];

/** Six events of 1448, newest change first. */
export const eventFixtures: IslamicEvent[] = EVENTS.map(([name, eventGroup, day, month, special, published, listed], index) => ({
  eventId: 106 - index,
  name,
  slug: siteContract.slugOf(name),
  heading1: `${name} 1448`,
  eventGroup,
  title: `${name} 1448`,
  description: `${name} in the year 1448.`,
  hijriDate: hijriDateText({ day, month, year: 1448 }),
  gregorianDate: gregorianDateOf({ day, month, year: 1448 })!,
  hijriCountryId: null,
  hijriAdjustment: 0,
  eventType: special ? 1 : 0,
  publish: published ? 1 : 0,
  listed: listed ? 1 : 0,
  backgroundImage: index < 4 ? `${siteContract.slugOf(name)}.png` : null,
  updateDate: new Date(Date.UTC(2026, 10, 20, 20 - 3 * index)).toISOString(),
}));
export const ashura = eventFixtures[1]!;

const flag = (field: 'publish' | 'listed', value: 0 | 1) => (): Partial<IslamicEvent> => ({ [field]: value });
export const eventRows = memoryResource(islamicEvents, eventFixtures, {
  added: () => ({ publish: 0 as const, listed: 0 as const, backgroundImage: null, hijriAdjustment: 0 }),
  derived: (input) => {
    const hijri = parseHijriDateText(String(input.hijriDate ?? ''));
    return { gregorianDate: (hijri && gregorianDateOf(hijri)) || '' };
  },
  actions: { publish: flag('publish', 1), unPublish: flag('publish', 0), enableListing: flag('listed', 1), disableListing: flag('listed', 0) },
  history: changedOnce(ashura.eventId, '2026-11-19T10:00:00.000Z', [{ field: 'eventGroup', from: 'Islamic months', to: 'Muharram' }]),
});

const translation = (translationId: number, eventId: number, languageCode: siteContract.TranslationLanguage, name: string, heading1: string, text: string): EventTranslation => ({
  translationId,
  eventId,
  languageCode,
  name,
  metaTitle: heading1,
  metaDescription: text,
  heading1,
  htmlContent: `<p>${text}</p>`,
  publish: 1,
  updateDate: '2026-11-20T09:00:00.000Z',
});
export const translationFixtures: EventTranslation[] = [
  translation(302, ashura.eventId, 'ar', 'عاشوراء', 'يوم عاشوراء', 'العاشر من شهر محرم، يوم صيام وذكرى.'),
  translation(301, ashura.eventId, 'en', 'Ashura', 'Ashura 1448', 'The tenth of Muharram, a day of fasting and remembrance.'),
];
export const translationRows = memoryResource(eventTranslations, translationFixtures);

/** Pakistan a day behind, the United Kingdom two ahead, Saudi Arabia on Umm al-Qura. */
const COUNTRIES: siteContract.HijriSetting[] = [
  { countryId: 1, countryName: 'Pakistan', countryCode: 'PK', hijriAdjustment: -1 },
  { countryId: 2, countryName: 'Saudi Arabia', countryCode: 'SA', hijriAdjustment: 0 },
  { countryId: 3, countryName: 'United Kingdom', countryCode: 'GB', hijriAdjustment: 2 },
];

/** A night sky with a crescent, drawn on a canvas. */
async function skyPng(): Promise<Blob> {
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [480, 200];
  const context = canvas.getContext('2d')!;
  const sky = context.createLinearGradient(0, 0, 0, 200);
  sky.addColorStop(0, '#1b3a6b');
  sky.addColorStop(1, '#c9a46a');
  context.fillStyle = sky;
  context.fillRect(0, 0, 480, 200);
  context.fillStyle = '#faebb0';
  context.beginPath();
  context.arc(380, 60, 30, 0, 2 * Math.PI);
  context.fill();
  context.fillStyle = '#22406f';
  context.beginPath();
  context.arc(392, 52, 28, 0, 2 * Math.PI);
  context.fill();
  return new Promise((resolve) => canvas.toBlob((png) => resolve(png!), 'image/png'));
}

/** What the last background upload sent, as the story's server read it. */
export const uploaded: { eventId: string | null; fileName: string | null } = { eventId: null, fileName: null };

/** The countries' adjustments, the backgrounds and their upload. */
export const eventScreenHandlers = [
  contractHandler(countrySettings, () => HttpResponse.json(COUNTRIES)),
  contractHandler(islamicEventImage, async () => new HttpResponse(await skyPng(), { headers: { 'content-type': 'image/png' } })),
  contractHandler(uploadIslamicEventImage, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    Object.assign(uploaded, { eventId: form.get('eventId'), fileName: file instanceof File ? file.name : null });
    return HttpResponse.json({ success: true, message: 'Image uploaded successfully!' });
  }),
];
