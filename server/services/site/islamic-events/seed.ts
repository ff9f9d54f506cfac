import { gregorianDateOf, hijriDateText } from '@/shared/lib/hijri-date';
import type { Db } from '../../../db/database';
import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';
import type { Storage } from '../../uploads/storage';
import './tables';

const HOUR = 60 * 60 * 1000;

interface DemoEvent {
  name: string;
  group: string;
  day: number;
  month: number;
  special: boolean;
  published: boolean;
  listed: boolean;
  sky: Rgb;
  en: string;
  ar: { name: string; heading: string; text: string };
}

/** The year 1448's Islamic events (27 Rajab is left for staff to add), each with English and Arabic. */
const DEMO_EVENTS: readonly DemoEvent[] = [
  { name: 'Islamic New Year', group: 'Muharram', day: 1, month: 1, special: true, published: true, listed: true, sky: [24, 60, 110], en: 'The first day of Muharram opens the Hijri year 1448.', ar: { name: 'رأس السنة الهجرية', heading: 'رأس السنة الهجرية 1448', text: 'يبدأ العام الهجري الجديد 1448 في الأول من شهر محرم.' } },
  { name: 'Ashura', group: 'Muharram', day: 10, month: 1, special: true, published: true, listed: true, sky: [70, 40, 100], en: 'The tenth of Muharram, a day of fasting and remembrance.', ar: { name: 'عاشوراء', heading: 'يوم عاشوراء', text: 'العاشر من شهر محرم، يوم صيام وذكرى.' } },
  { name: 'Mawlid an-Nabi', group: 'Rabi al-Awwal', day: 12, month: 3, special: true, published: true, listed: false, sky: [20, 100, 80], en: 'The birth of the Prophet, peace be upon him, remembered on the twelfth of Rabi al-Awwal.', ar: { name: 'المولد النبوي', heading: 'المولد النبوي الشريف', text: 'ذكرى مولد النبي صلى الله عليه وسلم في الثاني عشر من ربيع الأول.' } },
  { name: 'Shab-e-Barat', group: 'Shaban', day: 15, month: 8, special: false, published: true, listed: true, sky: [30, 30, 80], en: 'The night of the fifteenth of Shaban, spent in prayer.', ar: { name: 'ليلة النصف من شعبان', heading: 'ليلة النصف من شعبان', text: 'ليلة الخامس عشر من شعبان، تُحيا بالصلاة والدعاء.' } },
  { name: 'Start of Ramadan', group: 'Ramadan', day: 1, month: 9, special: true, published: true, listed: true, sky: [40, 50, 120], en: 'The first fast of Ramadan 1448.', ar: { name: 'بداية رمضان', heading: 'أول أيام شهر رمضان', text: 'أول يوم من صيام شهر رمضان المبارك لعام 1448.' } },
  { name: 'Laylat al-Qadr', group: 'Ramadan', day: 27, month: 9, special: true, published: false, listed: false, sky: [15, 20, 60], en: 'The Night of Decree, better than a thousand months.', ar: { name: 'ليلة القدر', heading: 'ليلة القدر', text: 'ليلة القدر خير من ألف شهر.' } },
  { name: 'Eid al-Fitr', group: 'Shawwal', day: 1, month: 10, special: true, published: true, listed: true, sky: [200, 120, 40], en: 'The festival of breaking the fast, on the first of Shawwal.', ar: { name: 'عيد الفطر', heading: 'عيد الفطر المبارك', text: 'عيد الفطر في الأول من شهر شوال بعد صيام رمضان.' } },
  { name: 'Day of Arafah', group: 'Dhul Hijjah', day: 9, month: 12, special: false, published: false, listed: false, sky: [170, 110, 60], en: 'The pilgrims stand at Arafah on the ninth of Dhul Hijjah.', ar: { name: 'يوم عرفة', heading: 'يوم عرفة', text: 'يقف الحجاج على صعيد عرفات في التاسع من ذي الحجة.' } },
  { name: 'Eid al-Adha', group: 'Dhul Hijjah', day: 10, month: 12, special: true, published: true, listed: true, sky: [150, 60, 40], en: 'The festival of the sacrifice, on the tenth of Dhul Hijjah.', ar: { name: 'عيد الأضحى', heading: 'عيد الأضحى المبارك', text: 'عيد الأضحى في العاشر من ذي الحجة.' } },
];

/** A night sky fading to the horizon, with a crescent moon: 480 × 200 px, drawn once per process, not per seeded database. */
const drawBackground = drawnOnce((sky: Rgb): Buffer => {
  const [width, height] = [480, 200];
  return drawPng(width, height, (x, y) => {
    const inMoon = (x - 380) ** 2 + (y - 60) ** 2 < 900 && (x - 392) ** 2 + (y - 52) ** 2 >= 780;
    if (inMoon) return [250, 235, 170];
    const fade = y / height;
    return [Math.round(sky[0] + (255 - sky[0]) * fade * 0.5), Math.round(sky[1] + (230 - sky[1]) * fade * 0.5), Math.round(sky[2] + (200 - sky[2]) * fade * 0.4)];
  });
});

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The demo Islamic events of 1448, each with its drawn background and its English and Arabic translations. */
export async function seedIslamicEvents(db: Db, storage: Storage, now: number): Promise<void> {
  for (const [index, event] of DEMO_EVENTS.entries()) {
    const at = new Date(now - (DEMO_EVENTS.length - index) * 3 * HOUR).toISOString();
    const hijri = { day: event.day, month: event.month, year: 1448 };
    const key = storage.newKeyIn('islamic-event');
    await storage.write(key, drawBackground(event.sky));
    const slug = slugOf(event.name);
    const { id } = await db
      .insertInto('islamic_events')
      .values({
        name: event.name,
        slug,
        heading1: `${event.name} 1448`,
        event_group: event.group,
        title: `${event.name} 1448`,
        description: event.en,
        hijri_date: hijriDateText(hijri),
        gregorian_date: gregorianDateOf(hijri)!,
        hijri_country_id: null,
        hijri_adjustment: 0,
        event_type: event.special ? 1 : 0,
        publish: event.published ? 1 : 0,
        listed: event.listed ? 1 : 0,
        image_name: `${slug}.png`,
        image_key: key,
        image_type: 'image/png',
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const translation = { event_id: Number(id), publish: 1, updated_at: at };
    await db
      .insertInto('event_translations')
      .values([
        { ...translation, language_code: 'en', name: event.name, meta_title: `${event.name} 1448`, meta_description: event.en, heading1: `${event.name} 1448`, html_content: `<p>${event.en}</p>` },
        { ...translation, language_code: 'ar', name: event.ar.name, meta_title: event.ar.heading, meta_description: event.ar.text, heading1: event.ar.heading, html_content: `<p>${event.ar.text}</p>` },
      ])
      .execute();
  }
}
