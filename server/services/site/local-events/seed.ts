import type { Db } from '../../../db/database';
import { APP_USERS_GROUP } from '../../users/seed';
import { encodeText } from './local-events';
import './table';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** name, details, type, group (1–8), time zone, hours from the start of today (UTC), length in hours, place or link. */
type DemoEvent = readonly [string, string, number, number, string, number, number, Place | string];
/** A place: name, address, latitude, longitude. */
type Place = readonly [string, string, number, number];

const BADSHAHI: Place = ['Badshahi Mosque', 'Walled City, Lahore, Pakistan', 31.58808, 74.31014];
const LIBERTY: Place = ['Liberty Market lawn', 'Gulberg III, Lahore, Pakistan', 31.5102, 74.3441];
const TOOBA: Place = ['Masjid-e-Tooba', 'Defence Phase 2, Karachi, Pakistan', 24.8186, 67.0589];
const SEAVIEW: Place = ['Sea View beach', 'Clifton, Karachi, Pakistan', 24.7935, 67.0646];
const ELM: Place = ['East London Mosque', '82-92 Whitechapel Road, London E1 1JQ, United Kingdom', 51.5175, -0.0652];
const MILE_END: Place = ['Mile End Park', 'Grove Road, London E3, United Kingdom', 51.5226, -0.0353];
const FATIH: Place = ['Fatih Mosque', 'Ali Kuşçu, Fatih, İstanbul, Türkiye', 41.0193, 28.9496];
const SULEYMANIYE: Place = ['Süleymaniye Mosque courtyard', 'Süleymaniye, Fatih, İstanbul, Türkiye', 41.0162, 28.964];
const TORONTO: Place = ['Islamic Centre of Toronto', '1 Market St, Toronto, Canada', 43.6487, -79.3716];
const KL: Place = ['Masjid Negara', 'Jalan Perdana, Kuala Lumpur, Malaysia', 3.1419, 101.6916];
const DUBAI: Place = ['Al Farooq Omar Bin Al Khattab Mosque', 'Al Safa, Dubai, United Arab Emirates', 25.1813, 55.2355];

const EVENTS: readonly DemoEvent[] = [
  ['Fajr in congregation and breakfast', 'Fajr at the mosque, then a shared breakfast for sisters and their families.', 1, 1, 'Asia/Karachi', 20, 2, BADSHAHI],
  ['Sisters’ tafsir circle: Surah Maryam', 'A weekly reading of Surah Maryam with tafsir, in Urdu and English.', 2, 1, 'Asia/Karachi', 44, 2, LIBERTY],
  ['Lahore food street iftar walk', 'An evening walk along the halal food street, with iftar at sunset.', 3, 1, 'Asia/Karachi', 70, 3, LIBERTY],
  ['Online: raising children with the Sunnah', 'A talk on raising children with the Sunnah, with questions at the end.', 2, 1, 'Asia/Karachi', 100, 1.5, 'https://meet.example.com/sunnah-parenting'],
  ['Youth football league', 'Five-a-side football for under-18s; teams are made on the day.', 5, 2, 'Asia/Karachi', 30, 3, SEAVIEW],
  ['Karachi flood relief fundraiser', 'Raising funds for families who lost their homes in the floods.', 4, 2, 'Asia/Karachi', 120, 4, TOOBA],
  ['Jumu’ah khutbah for students', 'A short Jumu’ah khutbah in English for university students.', 1, 2, 'Asia/Karachi', 75, 1, TOOBA],
  ['Beach clean-up and Asr', 'Cleaning the beach together, then Asr prayer on the sand.', 6, 2, 'Asia/Karachi', 150, 3, SEAVIEW],
  ['New reverts’ welcome evening', 'Meet other reverts over tea; a short talk on the first steps.', 6, 3, 'Europe/London', 26, 3, ELM],
  ['Tarawih together', 'Tarawih prayers with a short reminder between the rakahs.', 1, 3, 'Europe/London', 50, 2, ELM],
  ['Park run and picnic', 'A 5 km run round the park, then a halal picnic.', 5, 3, 'Europe/London', 170, 4, MILE_END],
  ['Charity bake sale for Gaza', 'Cakes and sweets made by the community; every penny goes to the appeal.', 4, 3, 'Europe/London', 98, 5, ELM],
  ['Online hifz revision circle', 'Revise your memorisation with a teacher; two pages a session.', 2, 4, 'Asia/Dubai', 36, 1, 'https://meet.example.com/hifz-circle'],
  ['Juz ʿAmma competition', 'A recitation competition of Juz ʿAmma for children under 12.', 6, 4, 'Asia/Dubai', 210, 3, DUBAI],
  ['Tajweed masterclass', 'Rules of noon sakinah and tanween, with practice in pairs.', 2, 4, 'Asia/Kuala_Lumpur', 130, 2, KL],
  ['Halal restaurant review night', 'Try three new halal restaurants and share your reviews.', 3, 5, 'Europe/London', 60, 3, MILE_END],
  ['Online: reading halal certificates', 'How to read a halal certificate and what its marks mean.', 2, 5, 'America/Toronto', 90, 1, 'https://meet.example.com/halal-labels'],
  ['Street food festival', 'Halal street food from twelve stalls, with a prayer space on site.', 3, 5, 'Asia/Kuala_Lumpur', 190, 6, KL],
  ['Dubai halal market tour', 'A guided tour of the halal market, stall by stall.', 3, 5, 'Asia/Dubai', 230, 3, DUBAI],
  ['Ottoman history walk', 'From Fatih to Süleymaniye, the mosques and their builders.', 2, 6, 'Europe/Istanbul', 40, 4, FATIH],
  ['Sabah namazı ve kahvaltı', 'Sabah namazı Fatih Camii’nde, ardından birlikte kahvaltı.', 1, 6, 'Europe/Istanbul', 66, 2, FATIH],
  ['Earthquake relief dinner', 'A charity dinner for the families of the earthquake region.', 4, 6, 'Europe/Istanbul', 140, 3, SULEYMANIYE],
  ['Arabic conversation hour', 'Practise spoken Arabic with native speakers over çay.', 6, 6, 'Europe/Istanbul', 250, 1.5, SULEYMANIYE],
  ['Online mentoring for new Muslims', 'One-to-one mentoring for the first year after taking shahadah.', 6, 7, 'Europe/London', 80, 1, 'https://meet.example.com/mentoring'],
  ['Learning to pray: step by step', 'Wudu and the prayer, step by step, with time to practise.', 2, 7, 'America/Toronto', 110, 2, TORONTO],
  ['Sisters’ badminton afternoon', 'Badminton for sisters of every level; rackets are lent.', 5, 7, 'Asia/Kuala_Lumpur', 160, 2, KL],
  ['Masjid spring clean', 'Cleaning the prayer halls and the library before Ramadan.', 6, 8, 'America/Toronto', 56, 4, TORONTO],
  ['Winter coat drive', 'Collecting warm coats for families new to Toronto.', 4, 8, 'America/Toronto', 200, 6, TORONTO],
  ['Volunteers’ Jama’ah and dinner', 'Isha in congregation, then dinner for every volunteer.', 1, 8, 'America/Toronto', 125, 2, TORONTO],
  ['Ice hockey for brothers', 'A friendly game at the community rink; skates can be hired.', 5, 8, 'America/Toronto', 180, 2, TORONTO],
];

/** Repeating events: index of EVENTS, days between occurrences, occurrences. */
const REPEATING: readonly [number, number, number][] = [
  [1, 7, 8],
  [9, 1, 30],
  [12, 7, 12],
  [23, 14, 6],
];
const TRENDING = new Set([0, 5, 11, 19, 28]);
const REPORTED: Readonly<Record<number, number>> = { 3: 2, 15: 1, 22: 4, 26: 1 };
const INACTIVE = new Set([29]);

/**
 * About thirty events in the eight demo groups, in six time zones, by members of the apps: some
 * online, some repeating, a few reported or trending, one no longer active.
 */
export async function seedLocalEvents(db: Db, now: number): Promise<void> {
  const authors = await db.selectFrom('users').select('id').where('group_id', '=', APP_USERS_GROUP.id).where('status', '=', 1).orderBy('id').execute();
  const today = Math.floor(now / DAY) * DAY;
  const rows = EVENTS.map(([name, detail, typeId, groupId, timeZone, fromToday, hours, where], index) => {
    const start = today + fromToday * HOUR;
    const repeating = REPEATING.find(([of]) => of === index);
    const isOnline = typeof where === 'string';
    const place = isOnline ? null : where;
    return {
      name: encodeText(name),
      event_detail: encodeText(detail),
      type_id: typeId,
      created_by_user_id: authors.length > 0 ? authors[(index * 5) % authors.length]!.id : null,
      report_count: REPORTED[index] ?? 0,
      trend: TRENDING.has(index) ? 1 : 0,
      category_id: isOnline ? 1 : 2,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + hours * HOUR).toISOString(),
      recurrence_end_time: repeating ? new Date(start + repeating[1] * repeating[2] * DAY).toISOString() : null,
      is_repeating: repeating ? 1 : 0,
      repeating_interval: repeating ? repeating[1] : null,
      repeating_count: repeating ? repeating[2] : null,
      time_zone: timeZone,
      latitude: place ? place[2] : null,
      longitude: place ? place[3] : null,
      place_name: place ? place[0] : '',
      place_address: place ? place[1] : '',
      external_link: isOnline ? where : '',
      group_id: groupId,
      media_key: null,
      is_active: INACTIVE.has(index) ? 0 : 1,
      created_at: new Date(now - (EVENTS.length - index) * 5 * HOUR).toISOString(),
      updated_at: new Date(now - (EVENTS.length - index) * 5 * HOUR).toISOString(),
    };
  });
  await db.insertInto('local_events').values(rows).execute();
}
