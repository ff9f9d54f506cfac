import { z } from 'zod';
import { shopContract } from '@/shared/api';

const { productInput, PRODUCT_MESSAGES: M } = shopContract;

/** The form: the declared fields, with nothing chosen yet as null, and the status as the spec's select (Active / Inactive). */
export const productFormSchema = productInput
  .extend({
    categoryId: z.number().int().nullable(),
    subCategoryId: z.number().int().nullable(),
    status: z.enum(['ACTIVE', 'INACTIVE']).nullable(),
    isActive: z.boolean().optional(),
    rank: z.number({ error: M.rank }).int(M.rank).min(0, M.rank).nullable(),
  })
  .superRefine((values, context) => {
    for (const field of ['categoryId', 'subCategoryId', 'status'] as const) {
      if (values[field] === null) context.addIssue({ code: 'custom', path: [field], message: M.required });
    }
    if (values.rank === null) context.addIssue({ code: 'custom', path: ['rank'], message: M.rank });
  });

export type ProductFormValues = z.input<typeof productFormSchema>;

export const productFormValues = (product: shopContract.Product): ProductFormValues => ({
  categoryId: product.categoryId,
  subCategoryId: product.subCategoryId,
  tagIds: product.tagIds,
  status: product.isActive ? 'ACTIVE' : 'INACTIVE',
  rank: product.rank,
});

/** What Save sends: the spec's body (categoryId, subCategoryId, tagIds, isActive, rank). */
export const productInputOf = (values: ProductFormValues) => ({
  categoryId: values.categoryId,
  subCategoryId: values.subCategoryId,
  tagIds: values.tagIds ?? [],
  isActive: values.status === 'ACTIVE',
  rank: values.rank,
});
