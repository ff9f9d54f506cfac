import type { storageItemsContract } from '@/shared/api';

export type CourseAudio = storageItemsContract.StorageItem;
