import { z } from 'zod';
import { siteContract } from '@/shared/api';

const { businessUserCreateInput, BUSINESS_USER_MESSAGES: M } = siteContract;

/**
 * The form, in the create's field names: a new business has a password and a description; an edit has
 * neither. The place type starts unchosen (null).
 */
export function businessUserFormSchema(isCreate: boolean) {
  const fields = businessUserCreateInput.extend({ placeCategoryId: z.number().int().nullable(), file: z.instanceof(File).nullable() });
  const form = isCreate ? fields : fields.omit({ password: true, placeDescription: true });
  return form.superRefine((values, context) => {
    if (!values.placeCategoryId) context.addIssue({ code: 'custom', path: ['placeCategoryId'], message: M.placeType });
  });
}

export type BusinessUserFormValues = z.input<ReturnType<typeof businessUserFormSchema>> & { password?: string; placeDescription?: string };

export function businessUserFormValues(business?: siteContract.BusinessUser): BusinessUserFormValues {
  return {
    name: business?.name ?? '',
    email: business?.username ?? '',
    placeCategoryId: business?.placeCategoryId ?? null,
    placeAddress: business?.address ?? '',
    placeCityName: business?.cityName ?? '',
    placeCountryName: business?.countryName ?? '',
    placeLatitude: business?.latitude ?? '',
    placeLongitude: business?.longitude ?? '',
    file: null,
    ...(business ? {} : { password: '', placeDescription: '' }),
  };
}

/** The form field of a field update-business names otherwise (its refusals are shown where the form has them). */
const UPDATE_FIELDS: Record<string, string> = { title: 'name', address: 'placeAddress', cityName: 'placeCityName', countryName: 'placeCountryName', latitude: 'placeLatitude', longitude: 'placeLongitude' };
export const businessUserFormField = (path: string) => UPDATE_FIELDS[path] ?? path;

/** What Save sends: register-business's fields when adding, update-business's when changing. */
export function businessUserInputOf(values: BusinessUserFormValues, isCreate: boolean): Record<string, unknown> {
  const { file: _file, ...typed } = values;
  if (isCreate) return { ...typed, placeTitle: values.name };
  return {
    name: values.name,
    title: values.name,
    email: values.email,
    placeCategoryId: values.placeCategoryId,
    address: values.placeAddress,
    cityName: values.placeCityName,
    countryName: values.placeCountryName,
    latitude: values.placeLatitude,
    longitude: values.placeLongitude,
  };
}
