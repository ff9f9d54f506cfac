import { contractFixtures, siteContract } from '@/shared/api';
import { changedOnce, memoryResource } from '@/shared/lib/storybook';

type LocalEvent = siteContract.LocalEvent;
const { localEvents, communityGroups } = siteContract;

/** Each group's id and name. */
const GROUPS: [number, string][] = contractFixtures.communityGroupFixtures.map(({ groupId, name }) => [groupId, name]);

/** name, type, group, zone, start (UTC), hours, by, reports, trend, place [name, lat, lng] or link, repeating [interval, count] */
type Row = [string, number, number, string, string, number, string, number, 0 | 1, [string, number, number] | string, [number, number] | null];
const ROWS: Row[] = [
  ['Fajr in congregation and breakfast', 1, 1, 'Asia/Karachi', '2026-12-05T00:30:00.000Z', 2, 'Aisha Abbasi', 0, 1, ['Badshahi Mosque', 31.58808, 74.31014], null],
  ['Sisters’ tafsir circle: Surah Maryam', 2, 1, 'Asia/Karachi', '2026-12-06T11:00:00.000Z', 2, 'Farah Durrani', 0, 0, ['Liberty Market lawn', 31.5102, 74.3441], [7, 8]],
  ['Online: raising children with the Sunnah', 2, 1, 'Asia/Karachi', '2026-12-08T14:00:00.000Z', 1.5, 'Hafsa Farooqi', 2, 0, 'https://meet.example.com/sunnah-parenting', null],
  ['Youth football league', 5, 2, 'Asia/Karachi', '2026-12-06T10:00:00.000Z', 3, 'Bilal Mirza', 0, 0, ['Sea View beach', 24.7935, 67.0646], null],
  ['Karachi flood relief fundraiser', 4, 2, 'Asia/Karachi', '2026-12-09T13:00:00.000Z', 4, 'Idris Naqvi', 0, 1, ['Masjid-e-Tooba', 24.8186, 67.0589], null],
  ['Tarawih together', 1, 3, 'Europe/London', '2026-12-07T20:00:00.000Z', 2, 'Junaid Ghani', 0, 0, ['East London Mosque', 51.5175, -0.0652], [1, 30]],
  ['Online hifz revision circle', 2, 3, 'Europe/London', '2026-12-10T18:00:00.000Z', 1, 'Mariam Kazmi', 0, 0, 'https://meet.example.com/hifz-circle', [7, 12]],
  ['Charity bake sale for Gaza', 4, 3, 'Europe/London', '2026-12-12T10:00:00.000Z', 5, 'Nadia Baig', 1, 1, ['East London Mosque', 51.5175, -0.0652], null],
  ['Ottoman history walk', 2, 6, 'Europe/Istanbul', '2026-12-06T07:00:00.000Z', 4, 'Owais Hashmi', 0, 0, ['Fatih Mosque', 41.0193, 28.9496], null],
  ['Earthquake relief dinner', 4, 6, 'Europe/Istanbul', '2026-12-11T16:00:00.000Z', 3, 'Rania Lodhi', 4, 0, ['Süleymaniye Mosque courtyard', 41.0162, 28.964], null],
  ['Winter coat drive', 4, 8, 'America/Toronto', '2026-12-13T15:00:00.000Z', 6, 'Salman Jafri', 0, 1, ['Islamic Centre of Toronto', 43.6487, -79.3716], null],
  ['Ice hockey for brothers', 5, 8, 'America/Toronto', '2026-12-14T23:00:00.000Z', 2, 'Tariq Chishti', 0, 0, ['Islamic Centre of Toronto', 43.6487, -79.3716], null],
];

const HOUR = 60 * 60 * 1000;
const CITIES: Record<number, string> = { 1: 'Lahore', 2: 'Karachi', 3: 'London', 6: 'Istanbul', 8: 'Toronto' };

/** Twelve events in five groups and four time zones, newest change first: online, repeating, both and neither. */
export const eventFixtures: LocalEvent[] = ROWS.map(([name, typeId, groupId, timeZone, startTime, hours, by, reportCount, trend, where, repeating], index) => {
  const place = typeof where === 'string' ? null : where;
  const start = Date.parse(startTime);
  return {
    localCommunityEventId: 40 - index,
    name,
    eventDetail: `${name}: everyone is welcome; bring a friend.`,
    typeId,
    createdByName: by,
    reportCount,
    trend,
    categoryId: place ? siteContract.IN_PERSON_CATEGORY : siteContract.ONLINE_CATEGORY,
    startTime,
    endTime: new Date(start + hours * HOUR).toISOString(),
    recurrenceEndTime: repeating ? new Date(start + repeating[0] * repeating[1] * 24 * HOUR).toISOString() : null,
    isRepeating: repeating !== null,
    repeatingInterval: repeating?.[0] ?? null,
    repeatingCount: repeating?.[1] ?? null,
    timeZone,
    latitude: place?.[1] ?? null,
    longitude: place?.[2] ?? null,
    placeName: place?.[0] ?? '',
    placeAddress: place ? `${place[0]}, ${CITIES[groupId]}` : '',
    externalLink: place ? '' : (where as string),
    groupId,
    groupName: GROUPS.find(([id]) => id === groupId)![1],
    groupSlug: GROUPS.find(([id]) => id === groupId)![1].toLowerCase().replaceAll(' ', '-'),
    mediaKey: null,
    isActive: true,
    updateDate: new Date(Date.UTC(2026, 10, 20, 20) - index * 3 * HOUR).toISOString(),
  };
});

const named = (name: string) => eventFixtures.find((event) => event.name === name)!;
/** Held at a place, once. */
export const inPerson = named('Fajr in congregation and breakfast');
export const online = named('Online: raising children with the Sunnah');
export const repeating = named('Tarawih together');
export const onlineAndRepeating = named('Online hifz revision circle');

export const eventRows = memoryResource(localEvents, eventFixtures, {
  actions: { markTrending: (_row, request) => ({ trend: new URL(request.url).searchParams.get('trend') === '1' ? (1 as const) : (0 as const) }) },
  // The server names the group chosen, and keeps the category.
  derived: (input) => {
    const group = GROUPS.find(([id]) => id === input.groupId);
    return group ? { groupName: group[1] } : {};
  },
  history: changedOnce(inPerson.localCommunityEventId, '2026-11-19T10:00:00.000Z', [{ field: 'name', from: 'Fajr and breakfast', to: inPerson.name }]),
});

/** The Muslim groups an event may belong to. */
export const groupHandlers = [
  ...memoryResource(communityGroups, contractFixtures.communityGroupFixtures).handlers(),
];
