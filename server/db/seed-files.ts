import type { uploadsContract } from '@/shared/api/contract';
import type { Storage } from '../services/uploads/storage';
import type { Db } from './database';

export interface SeedFile {
  category: uploadsContract.FileCategory;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  uploadedBy: number;
  /** ISO time of the upload. */
  at: string;
}

/** Writes a demo file to storage and records it as a finished upload; returns its key. */
export async function storeSeedFile(db: Db, storage: Storage, file: SeedFile): Promise<string> {
  const key = storage.newKey(file.category);
  await storage.write(key, file.bytes);
  await db
    .insertInto('uploads')
    .values({
      image_key: key,
      category: file.category,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.bytes.length,
      uploaded_by: file.uploadedBy,
      created_at: file.at,
      stored: 1,
    })
    .execute();
  return key;
}
