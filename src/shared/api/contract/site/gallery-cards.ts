import { z } from 'zod';
import { MAX_RECORD_ID } from '../common';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

const KB = 1024;

export const GALLERY_CARD_LIMITS = { title: 100, description: 100, thumbnailBytes: 100 * KB, imageBytes: 500 * KB } as const;

/** The pictures a card may have. */
export const GALLERY_CARD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The spec's words for the gallery card form (content-site §5), then this product's own. */
export const GALLERY_CARD_MESSAGES = {
  imageTooLarge: 'Cover Image must smaller than 500 KB!',
  thumbnailRequired: 'Please upload Thumbnail image',
  imageRequired: 'Please upload Card image',
  // The spec says "thumbnail under 100 KB" for cards in the words it gives the article's thumbnail.
  thumbnailTooLarge: 'Thumbnail image size must be less than 100 KB!',
  category: 'Select Category',
  // Not worded by the spec:
  title: 'Enter a valid card title',
  tooLong: `Maximum ${GALLERY_CARD_LIMITS.title} characters allowed`,
  imageType: 'Choose a JPEG, PNG or WebP picture.',
  notFound: 'This gallery card does not exist.',
  categoryNotFound: 'This gallery category does not exist.',
  notMultipart: 'Send the card as multipart/form-data with title, description, categoryId, file and thumbnail.',
  unreadableForm: 'The uploaded form could not be read.',
  tooManyParts: 'Send title, description, categoryId, file and thumbnail only.',
} as const;

const M = GALLERY_CARD_MESSAGES;

export const galleryCard = z.object({
  cardId: z.number().int(),
  title: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  categoryTitle: z.string(),
  /** The name the card image was uploaded with. */
  imageName: z.string(),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type GalleryCard = z.infer<typeof galleryCard>;

/** The text fields of save and update (multipart: the category id arrives as text). */
export const galleryCardInput = z.object({
  title: z.string({ error: M.title }).trim().min(1, M.title).max(GALLERY_CARD_LIMITS.title, M.tooLong),
  description: z.string().trim().max(GALLERY_CARD_LIMITS.description, M.tooLong).default(''),
  categoryId: z.coerce.number({ error: M.category }).int(M.category).positive(M.category),
});
export type GalleryCardInput = z.input<typeof galleryCardInput>;

/** The list's filter: a gallery category (0 or none: every category). */
export const galleryCardFilters = z.object({
  categoryId: z.number().int().min(0).max(MAX_RECORD_ID).optional(),
  sortType: z.number().int().min(0).max(10).optional(),
  descendingOrder: z.boolean().optional(),
});

export const galleryCards = defineResource({
  name: 'gallery card',
  service: 'site',
  point: 'GALLERY',
  idKey: 'cardId',
  record: galleryCard,
  input: galleryCardInput,
  filters: galleryCardFilters,
  paging: 'site',
  paths: {
    list: '/card/list',
    find: '/card/find',
    create: '/card/save',
    update: '/card/update',
    delete: '/card/delete',
    history: '/card/history',
  },
  // The spec's "Add and Edit need add or edit".
  bits: { create: ['add', 'edit'], update: ['add', 'edit'] },
  files: {
    file: {
      maxBytes: GALLERY_CARD_LIMITS.imageBytes,
      types: GALLERY_CARD_IMAGE_TYPES,
      download: '/card/image/download-full/:id',
      messages: { tooLarge: M.imageTooLarge, required: M.imageRequired, wrongType: M.imageType },
    },
    thumbnail: {
      maxBytes: GALLERY_CARD_LIMITS.thumbnailBytes,
      types: GALLERY_CARD_IMAGE_TYPES,
      download: '/card/image/download-thumbnail/:id',
      messages: { tooLarge: M.thumbnailTooLarge, required: M.thumbnailRequired, wrongType: M.imageType },
    },
  },
  formMessages: { notMultipart: M.notMultipart, unreadable: M.unreadableForm, tooManyParts: M.tooManyParts },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});
