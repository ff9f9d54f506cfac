import { useWatch } from 'react-hook-form';
import { shopContract, useBlobUrl } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useFollowingSlug, useResourceForm } from '@/shared/lib/resource';
import { SelectInput, TextInput, UploadInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { vendorFormField, vendorFormSchema, vendorFormValues, vendorInputOf, type VendorFormValues as Values } from '../model/vendorForm';

const { vendors, shopSlugOf, VENDOR_LIMITS: LIMITS, VENDOR_MESSAGES: M, VENDOR_IMAGE_TYPES, VENDOR_STORE_TYPES } = shopContract;
const specText = specTextOf('vendor', M);
const PICTURES = [
  { name: 'imageFile', label: 'form.image', stored: 'hasImage', under: LIMITS.imageBytes, tooLarge: M.imageTooLarge, hint: 'form.smallHint' },
  { name: 'logoFile', label: 'form.logo', stored: 'hasLogo', under: LIMITS.imageBytes, tooLarge: M.imageTooLarge, hint: 'form.smallHint' },
  { name: 'bannerFile', label: 'form.banner', stored: 'hasBanner', under: LIMITS.bannerBytes, tooLarge: M.bannerTooLarge, hint: 'form.bannerHint' },
] as const;

export interface VendorFormProps {
  /** The vendor being edited; without it the form adds one. */
  vendor?: shopContract.Vendor;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/**
 * Name, slug (following the name until changed by hand), description, website link, contact, status and
 * store type, then the chosen store's fields (Shopify: domain, access token, API version; Ecwid: store id,
 * public token; a stored token shown masked, kept when left empty), and an image and logo under 100 KB and
 * a banner under 500 KB, saved as the 'request' part beside imageFile, logoFile and bannerFile.
 */
export function VendorForm({ vendor, onDone }: VendorFormProps) {
  const { t } = useTranslation(['vendors', 'server-messages']);
  const { form, status } = useResourceForm<Values>({
    resource: vendors,
    id: vendor?.id ?? null,
    schema: vendorFormSchema(vendor),
    defaultValues: vendorFormValues(vendor),
    variant: 'page',
    onDone,
    failedTitle: specText(M.failed)!,
    formFieldOf: vendorFormField,
    toInput: vendorInputOf,
  });
  const slug = useFollowingSlug(Boolean(vendor), (value) => form.setValue('slug', value, { shouldValidate: form.formState.isSubmitted }), shopSlugOf);
  const storeType = useWatch({ control: form.control, name: 'storeType' });
  const tokenHint = (masked: string | undefined) => (masked ? t('form.tokenStored', { masked }) : t('form.tokenNew'));
  const text = { showCounter: false, dir: 'ltr' as const };

  return (
    <ResourceForm label={t(vendor ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<Values> name="name" label={t('form.name')} isRequired maxLength={LIMITS.name} showCounter={false} onTextChange={slug.titleChanged} />
        <TextInput<Values> name="slug" label={t('form.slug')} description={t('form.slugHint')} isRequired maxLength={LIMITS.slug} {...text} onTextChange={slug.slugChanged} />
      </div>
      <TextInput<Values> name="description" label={t('form.description')} isRequired maxLength={LIMITS.description} rows={3} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<Values> name="websiteLink" label={t('form.websiteLink')} type="url" isRequired maxLength={LIMITS.websiteLink} {...text} />
        <TextInput<Values> name="contact" label={t('form.contact')} description={t('form.contactHint')} isRequired maxLength={LIMITS.contact} showCounter={false} />
        <SelectInput<'ACTIVE' | 'INACTIVE', Values>
          name="status"
          label={t('form.status')}
          items={[
            { id: 'ACTIVE', label: t('status.active') },
            { id: 'INACTIVE', label: t('status.inactive') },
          ]}
          placeholder={t('form.chooseStatus')}
          isRequired
        />
        <SelectInput<shopContract.VendorStoreType, Values>
          name="storeType"
          label={t('form.storeType')}
          items={VENDOR_STORE_TYPES.map((type) => ({ id: type, label: t(`storeType.${type}`) }))}
          placeholder={t('form.chooseStoreType')}
          isRequired
        />
      </div>
      {storeType === 'SHOPIFY' && (
        <fieldset className="grid gap-5 rounded border border-border p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{t('form.shopify')}</legend>
          <TextInput<Values> name="shopifyData.storeDomain" label={t('form.storeDomain')} description={t('form.storeDomainHint')} isRequired maxLength={LIMITS.storeField} {...text} />
          <TextInput<Values>
            name="shopifyData.adminAccessToken"
            label={t('form.adminAccessToken')}
            description={tokenHint(vendor?.shopifyData?.adminAccessTokenMasked)}
            isRequired={!vendor?.shopifyData?.hasAdminAccessToken}
            maxLength={LIMITS.token}
            {...text}
          />
          <TextInput<Values> name="shopifyData.storeVersion" label={t('form.storeVersion')} description={t('form.storeVersionHint')} isRequired maxLength={LIMITS.storeField} {...text} />
        </fieldset>
      )}
      {storeType === 'ECWID' && (
        <fieldset className="grid gap-5 rounded border border-border p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{t('form.ecwid')}</legend>
          <TextInput<Values> name="ecwidData.storeId" label={t('form.storeId')} isRequired maxLength={LIMITS.storeField} {...text} />
          <TextInput<Values>
            name="ecwidData.publicToken"
            label={t('form.publicToken')}
            description={tokenHint(vendor?.ecwidData?.publicTokenMasked)}
            isRequired={!vendor?.ecwidData?.hasPublicToken}
            maxLength={LIMITS.token}
            {...text}
          />
        </fieldset>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        {PICTURES.map((picture) => (
          <VendorUpload key={picture.name} vendor={vendor} picture={picture} />
        ))}
      </div>
    </ResourceForm>
  );
}

/** One of the three pictures: its drop zone (the spec's size words) and, on an edit, the stored one. */
function VendorUpload({ vendor, picture }: { vendor?: shopContract.Vendor; picture: (typeof PICTURES)[number] }) {
  const { t } = useTranslation(['vendors', 'server-messages']);
  const isStored = Boolean(vendor?.[picture.stored]);
  const stored = useBlobUrl(vendors.calls.files[picture.name], vendor && isStored ? { id: vendor.id } : null, vendor?.updateDate);
  return (
    <UploadInput<Values>
      name={picture.name}
      label={t(picture.label)}
      accept={[...VENDOR_IMAGE_TYPES]}
      maxBytes={picture.under - 1}
      tooLargeMessage={specText(picture.tooLarge)}
      description={t(isStored ? `${picture.hint}Keep` : picture.hint)}
      current={stored ? { name: t('form.current', { what: t(picture.label) }), url: stored, isImage: true } : null}
    />
  );
}
