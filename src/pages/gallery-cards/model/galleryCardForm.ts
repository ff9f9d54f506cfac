import { z } from 'zod';
import { siteContract } from '@/shared/api';

const { galleryCardInput, GALLERY_CARD_MESSAGES: M } = siteContract;

/** The form: the declared fields, the chosen category (none yet: null) and the two pictures, both required when adding. */
export function galleryCardFormSchema(isCreate: boolean) {
  return galleryCardInput
    .extend({
      categoryId: z.number().int().nullable(),
      file: z.instanceof(File).nullable(),
      thumbnail: z.instanceof(File).nullable(),
    })
    .superRefine((values, context) => {
      if (!values.categoryId) context.addIssue({ code: 'custom', path: ['categoryId'], message: M.category });
      if (isCreate && !values.thumbnail) context.addIssue({ code: 'custom', path: ['thumbnail'], message: M.thumbnailRequired });
      if (isCreate && !values.file) context.addIssue({ code: 'custom', path: ['file'], message: M.imageRequired });
    });
}

export type GalleryCardFormValues = z.input<ReturnType<typeof galleryCardFormSchema>>;

export function galleryCardFormValues(card?: siteContract.GalleryCard, categoryId?: number): GalleryCardFormValues {
  return {
    title: card?.title ?? '',
    description: card?.description ?? '',
    categoryId: card?.categoryId ?? categoryId ?? null,
    file: null,
    thumbnail: null,
  };
}
