import { z } from 'zod';
import { siteContract } from '@/shared/api';

const { TAG_MESSAGES, TAG_LIMITS, tagInput } = siteContract;

/** The dialog sends an empty slug for the server to derive; the page form requires one ('Enter slug'). */
export const tagFormSchema = (slugRequired: boolean) =>
  slugRequired
    ? tagInput.extend({ slug: z.string().trim().min(1, TAG_MESSAGES.slug).max(TAG_LIMITS.slug, TAG_MESSAGES.nameTooLong) })
    : tagInput;

export type TagFormValues = siteContract.TagInput;
