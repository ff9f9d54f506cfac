import type { Storage } from '../services/uploads/storage';
import type { Db } from './database';
import { storeSeedFile } from './seed-files';
import { silentMp3 } from './silent-mp3';

const DAY = 24 * 60 * 60 * 1000;
const ADMIN_ID = 1;

/** The course audio items of the demo, oldest first; each is a short silent MP3. */
export const DEMO_AUDIO = [
  { title: 'Surah Al-Fatiha recitation', fileName: 'al-fatiha.mp3' },
  { title: 'Tajweed: rules of noon sakinah', fileName: 'noon-sakinah.mp3' },
  { title: 'Makharij practice', fileName: 'makharij-practice.mp3' },
  { title: 'Dua after salah', fileName: 'dua-after-salah.mp3' },
] as const;

export async function seedCourseAudio(db: Db, storage: Storage, now: number): Promise<void> {
  for (const [index, audio] of DEMO_AUDIO.entries()) {
    const at = new Date(now - (30 - index) * DAY).toISOString();
    const path = await storeSeedFile(db, storage, {
      category: 'AUDIO',
      fileName: audio.fileName,
      contentType: 'audio/mpeg',
      bytes: silentMp3(3),
      uploadedBy: ADMIN_ID,
      at,
    });
    await db.insertInto('course_audio').values({ title: audio.title, path, type: 'AUDIO', created_at: at, updated_at: at }).execute();
  }
}
