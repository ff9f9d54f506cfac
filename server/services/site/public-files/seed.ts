import { siteContract } from '@/shared/api/contract';
import type { Db } from '../../../db/database';
import { practiceSheetPng } from '../../../db/seed-image';
import { silentMp3 } from '../../../db/silent-mp3';
import type { Storage } from '../../uploads/storage';
import { simplePdf } from './seed-pdf';

const HOUR = 60 * 60 * 1000;
const CONTENT_MANAGER_ID = 2;

/** The demo's public files, oldest first: a PDF, a picture and a short sound, each under its public name. */
const DEMO_PUBLIC_FILES = [
  {
    key: 'ramadan-timetable-2026.pdf',
    contentType: 'application/pdf',
    bytes: () => simplePdf('Ramadan timetable 2026', ['Suhoor and iftar times for the first ten days.', 'Times follow the local prayer schedule.']),
  },
  { key: 'tajweed-practice-sheet.png', contentType: 'image/png', bytes: () => practiceSheetPng() },
  { key: 'adhan-reminder.mp3', contentType: 'audio/mpeg', bytes: () => silentMp3(2) },
] as const;

export async function seedPublicFiles(db: Db, storage: Storage, now: number): Promise<void> {
  for (const [index, file] of DEMO_PUBLIC_FILES.entries()) {
    const bytes = file.bytes();
    const storageKey = storage.newKeyIn(siteContract.PUBLIC_FILES_PATH);
    await storage.write(storageKey, bytes);
    await db
      .insertInto('public_files')
      .values({
        key: file.key,
        storage_key: storageKey,
        content_type: file.contentType,
        size: bytes.length,
        uploaded_by: CONTENT_MANAGER_ID,
        uploaded_at: new Date(now - (DEMO_PUBLIC_FILES.length - index) * 5 * HOUR).toISOString(),
      })
      .execute();
  }
}
