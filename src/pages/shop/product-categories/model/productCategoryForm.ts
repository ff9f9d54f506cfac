import { z } from 'zod';
import { shopContract } from '@/shared/api';

const { productCategoryInput, PRODUCT_CATEGORY_MESSAGES: M } = shopContract;
type Category = shopContract.ProductCategory;

/** The parent picker's choice of none: the category is a main one. */
export const NO_PARENT = 0;

/** The form: the declared fields, a status still to choose (null), the parent (NO_PARENT: none), and the two pictures, which may stay empty. */
export const productCategoryFormSchema = productCategoryInput
  .omit({ isActive: true })
  .extend({
    status: z
      .enum(['ACTIVE', 'INACTIVE'])
      .nullable()
      .refine((status) => status !== null, M.status),
    parentCategoryId: z.number().int(),
    displayRank: productCategoryInput.shape.displayRank.unwrap(),
    imageFile: z.instanceof(File).nullable(),
    bannerFile: z.instanceof(File).nullable(),
  })
  .superRefine((values, context) => {
    if (values.parentCategoryId !== NO_PARENT && values.displayRank === null) context.addIssue({ code: 'custom', path: ['displayRank'], message: M.rank });
  });

export type ProductCategoryFormValues = z.input<typeof productCategoryFormSchema>;

export const productCategoryFormValues = (category?: Category): ProductCategoryFormValues => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
  status: category ? (category.isActive ? 'ACTIVE' : 'INACTIVE') : null,
  parentCategoryId: category?.parentCategoryId ?? NO_PARENT,
  displayRank: category?.displayRank ?? null,
  imageFile: null,
  bannerFile: null,
});

/** What Save sends: the 'request' part (the status as `isActive`, a rank only with a parent) and the pictures chosen. */
export const productCategoryInputOf = ({ status, parentCategoryId, displayRank, ...values }: ProductCategoryFormValues) => {
  const parent = parentCategoryId === NO_PARENT ? null : parentCategoryId;
  return Promise.resolve({ ...values, isActive: status === 'ACTIVE', parentCategoryId: parent, ...(parent !== null && { displayRank }) });
};

/** The form field a refusal of the server names. */
export const productCategoryFormField = (field: string) => (field === 'isActive' ? 'status' : field);
