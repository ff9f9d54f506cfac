/**
 * The demo video catalogue: what the sample video host serves and what the demo seed starts from. Each
 * video is made from its index, so the seed and the host agree without sharing state.
 */

export const DEMO_VIDEO_CATEGORIES = [
  'Quran Recitation',
  'Hadith of the Day',
  'Duas',
  'Ramadan',
  'Seerah',
  'Kids',
  'Nasheeds',
  'Islamic History',
] as const;

/** Titles in English, Urdu and Arabic; a video's number is added to each. */
const TITLES: readonly [title: string, tags: readonly string[]][] = [
  ['Surah Al-Kahf, verses 1–10', ['quran', 'friday']],
  ['The mercy of the Prophet ﷺ', ['seerah', 'mercy']],
  ['صبح کی دعائیں', ['dua', 'morning']],
  ['Preparing for Ramadan', ['ramadan', 'fasting']],
  ['قصص الأنبياء: يوسف', ['prophets', 'stories']],
  ['Wudu step by step', ['wudu', 'salah']],
  ['نماز کی اہمیت', ['salah', 'urdu']],
  ['A nasheed for the morning', ['nasheed', 'morning']],
  ['The battle of Badr', ['history', 'seerah']],
  ['Letters of the Arabic alphabet', ['kids', 'arabic']],
  ['أذكار المساء', ['dua', 'evening']],
  ['Patience in hardship', ['sabr', 'reminder']],
];

/** How many videos the seed stores; the sample host has more, so a sync brings new ones. */
export const DEMO_SEEDED_VIDEOS = 200;
/** How many videos the sample host serves. */
export const DEMO_HOST_VIDEOS = 230;

export interface DemoVideo {
  /** The host's id: a nine-digit number, as Vimeo's are. */
  externalId: string;
  title: string;
  description: string;
  tags: string[];
  likes: number;
  shares: number;
  watchSeconds: number;
  /** The video's length in seconds. */
  duration: number;
  /** Index into DEMO_VIDEO_CATEGORIES. */
  category: number;
  /** How many days before now the video was uploaded. */
  daysAgo: number;
}

/** The demo video at `index` (0-based): the newest have the highest index. */
export function demoVideo(index: number): DemoVideo {
  const [title, tags] = TITLES[index % TITLES.length]!;
  const spread = (index * 7919) % 1000;
  return {
    externalId: String(824_000_000 + index * 1_373),
    title: `${title} (${index + 1})`,
    description: `Short video ${index + 1} of the Athan stories: ${title}.`,
    tags: [...tags],
    likes: 20 + spread * 3,
    shares: 5 + (spread % 211),
    watchSeconds: 600 + spread * 97,
    duration: 30 + (index % 9) * 10,
    category: index % DEMO_VIDEO_CATEGORIES.length,
    daysAgo: Math.floor((DEMO_HOST_VIDEOS - index) / 2),
  };
}
