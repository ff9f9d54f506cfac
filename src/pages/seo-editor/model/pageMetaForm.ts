import type { z } from 'zod';
import { siteContract } from '@/shared/api';

/** The form checks what save and update check: page, language, title, description and the HTML body. */
export const pageMetaFormSchema = siteContract.pageMetaInput.extend(siteContract.pageMetaKey.shape);

export type PageMetaBody = z.output<typeof pageMetaFormSchema>;

/** Nothing chosen yet: no page, no language. */
export interface PageMetaFormValues {
  pageId: number | null;
  locale: siteContract.PageMetaLocale | '';
  title: string;
  description: string;
  html: string;
}

export const EMPTY_META = { title: '', description: '', html: '' } as const;
