import { z } from 'zod';
import { shopContract } from '@/shared/api';

const { productTagInput, PRODUCT_TAG_MESSAGES: M } = shopContract;

/** The form: the declared fields, a status still to choose (null) and the picture, which may stay empty. */
export const productTagFormSchema = productTagInput.omit({ isActive: true }).extend({
  status: z
    .enum(['ACTIVE', 'INACTIVE'])
    .nullable()
    .refine((status) => status !== null, M.status),
  imageFile: z.instanceof(File).nullable(),
});

export type ProductTagFormValues = z.input<typeof productTagFormSchema>;

export const productTagFormValues = (tag?: shopContract.ProductTag): ProductTagFormValues => ({
  name: tag?.name ?? '',
  slug: tag?.slug ?? '',
  description: tag?.description ?? '',
  status: tag ? (tag.isActive ? 'ACTIVE' : 'INACTIVE') : null,
  imageFile: null,
});

/** What Save sends: the 'request' part's fields, the status as `isActive`, and the picture when one was chosen. */
export const productTagInputOf = ({ status, ...values }: ProductTagFormValues) => Promise.resolve({ ...values, isActive: status === 'ACTIVE' });
