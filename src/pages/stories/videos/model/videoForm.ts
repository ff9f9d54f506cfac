import { z } from 'zod';
import { storiesContract } from '@/shared/api';

const { videoFields, sponsorRules, VIDEO_CTA_LINK_TYPES, VIDEO_LIMITS, VIDEO_MESSAGES: M } = storiesContract;
type Video = storiesContract.Video;

/** The form: the declared fields, with a category and link type still to choose (null); the sponsor's fields count only when sponsored. */
export const videoFormSchema = videoFields
  .extend({
    description: z.string().trim().max(VIDEO_LIMITS.description, M.descriptionTooLong),
    isSponsored: z.boolean(),
    cta: z.string(),
    ctaButton: z.string(),
    ctaLinkType: z.enum(VIDEO_CTA_LINK_TYPES).nullable(),
    categoryId: z.number().int().nullable(),
  })
  .superRefine(sponsorRules);

export type VideoFormValues = z.input<typeof videoFormSchema>;

export const videoFormValues = (video?: Video): VideoFormValues => ({
  externalId: video?.externalId ?? '',
  name: video?.title ?? '',
  description: video?.description ?? '',
  isSponsored: video?.isSponsored ?? false,
  cta: video?.cta ?? '',
  ctaButton: video?.ctaButton ?? '',
  ctaLinkType: video?.ctaLinkType ?? null,
  categoryId: video?.categoryId ?? null,
});

/** The category choice that files the video under none. */
export const NO_CATEGORY = 0;

/** What Save sends: no category as null, and an unsponsored video's call to action left out. */
export const videoInputOf = ({ isSponsored, cta, ctaButton, ctaLinkType, categoryId, ...values }: VideoFormValues) => {
  const filed = { ...values, categoryId: categoryId === NO_CATEGORY ? null : categoryId };
  return Promise.resolve(isSponsored ? { ...filed, isSponsored: true, cta, ctaButton, ctaLinkType } : { ...filed, isSponsored: false, cta: null, ctaButton: null, ctaLinkType: null });
};
