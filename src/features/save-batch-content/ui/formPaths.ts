import type { BatchContentFormValues } from '../model/draft';

/** The path of one lesson content of the form. */
export type EntryPath = `lessonContents.${number}`;
export type Values = BatchContentFormValues;
