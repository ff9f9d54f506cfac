import { z } from 'zod';
import { shopContract } from '@/shared/api';

const { vendorFields, storeRules, shopifyDataInput, ecwidDataInput, VENDOR_STORE_TYPES, VENDOR_MESSAGES: M } = shopContract;
type Vendor = shopContract.Vendor;
type StoreType = shopContract.VendorStoreType;

/** Whether `vendor` has a token stored for a store of `type` (an edit may then leave the field empty). */
const hasStoredToken = (vendor: Vendor | undefined, type: StoreType | null) =>
  type === 'SHOPIFY' ? Boolean(vendor?.shopifyData?.hasAdminAccessToken) : type === 'ECWID' && Boolean(vendor?.ecwidData?.hasPublicToken);

/**
 * The form: the declared fields, a store type and status still to choose (null), both stores' fields
 * (only the chosen one's count), and the three pictures, which may stay empty. A token is required
 * unless one is stored for the chosen store type.
 */
export const vendorFormSchema = (vendor?: Vendor) =>
  vendorFields
    .omit({ isActive: true, storeType: true, shopifyData: true, ecwidData: true })
    .extend({
      storeType: z
        .enum(VENDOR_STORE_TYPES)
        .nullable()
        .refine((type) => type !== null, M.storeType),
      status: z
        .enum(['ACTIVE', 'INACTIVE'])
        .nullable()
        .refine((status) => status !== null, M.status),
      shopifyData: shopifyDataInput,
      ecwidData: ecwidDataInput,
      imageFile: z.instanceof(File).nullable(),
      logoFile: z.instanceof(File).nullable(),
      bannerFile: z.instanceof(File).nullable(),
    })
    .superRefine((values, context) => storeRules(!hasStoredToken(vendor, values.storeType))(values, context));

export type VendorFormValues = z.input<ReturnType<typeof vendorFormSchema>>;

export const vendorFormValues = (vendor?: Vendor): VendorFormValues => ({
  name: vendor?.name ?? '',
  slug: vendor?.slug ?? '',
  description: vendor?.description ?? '',
  websiteLink: vendor?.websiteLink ?? '',
  contact: vendor?.contact ?? '',
  storeType: vendor?.storeType ?? null,
  status: vendor ? (vendor.isActive ? 'ACTIVE' : 'INACTIVE') : null,
  shopifyData: { storeDomain: vendor?.shopifyData?.storeDomain ?? '', adminAccessToken: '', storeVersion: vendor?.shopifyData?.storeVersion ?? '' },
  ecwidData: { storeId: vendor?.ecwidData?.storeId ?? '', publicToken: '' },
  imageFile: null,
  logoFile: null,
  bannerFile: null,
});

/** What Save sends: the 'request' part (the status as `isActive`, only the chosen store's data) and the pictures chosen. */
export const vendorInputOf = ({ status, storeType, shopifyData, ecwidData, ...values }: VendorFormValues) =>
  Promise.resolve({
    ...values,
    isActive: status === 'ACTIVE',
    storeType,
    shopifyData: storeType === 'SHOPIFY' ? shopifyData : null,
    ecwidData: storeType === 'ECWID' ? ecwidData : null,
  });

/** The form field a refusal of the server names. */
export const vendorFormField = (field: string) => (field === 'isActive' ? 'status' : field);
