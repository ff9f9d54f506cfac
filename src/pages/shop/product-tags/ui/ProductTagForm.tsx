import { shopContract, useBlobUrl } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useFollowingSlug, useResourceForm } from '@/shared/lib/resource';
import { SelectInput, TextInput, UploadInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { productTagFormSchema, productTagFormValues, productTagInputOf, type ProductTagFormValues } from '../model/productTagForm';

const { productTags, shopSlugOf, PRODUCT_TAG_LIMITS: LIMITS, PRODUCT_TAG_MESSAGES: M, PRODUCT_TAG_IMAGE_TYPES } = shopContract;
const specText = specTextOf('productTag', M);
type Values = ProductTagFormValues;

export interface ProductTagFormProps {
  /** The tag being edited; without it the form adds one. */
  tag?: shopContract.ProductTag;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/**
 * Name, slug (following the name as it is typed until changed by hand), description, status and a
 * picture under 500 KB, saved as the 'request' part and the imageFile part; an edit shows the stored picture.
 */
export function ProductTagForm({ tag, onDone }: ProductTagFormProps) {
  const { t } = useTranslation(['product-tags', 'server-messages']);
  const { form, status } = useResourceForm<Values>({
    resource: productTags,
    id: tag?.id ?? null,
    schema: productTagFormSchema,
    defaultValues: productTagFormValues(tag),
    variant: 'page',
    onDone,
    failedTitle: specText(M.saveFailed)!,
    formFieldOf: (field) => (field === 'isActive' ? 'status' : field),
    toInput: productTagInputOf,
  });
  const slug = useFollowingSlug(Boolean(tag), (value) => form.setValue('slug', value, { shouldValidate: form.formState.isSubmitted }), shopSlugOf);
  const stored = useBlobUrl(productTags.calls.files.imageFile, tag?.image ? { id: tag.id } : null, tag?.updateDate);

  return (
    <ResourceForm label={t(tag ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <TextInput<Values> name="name" label={t('form.name')} isRequired maxLength={LIMITS.name} showCounter={false} onTextChange={slug.titleChanged} />
      <TextInput<Values> name="slug" label={t('form.slug')} description={t('form.slugHint')} isRequired maxLength={LIMITS.slug} showCounter={false} dir="ltr" onTextChange={slug.slugChanged} />
      <TextInput<Values> name="description" label={t('form.description')} isRequired maxLength={LIMITS.description} rows={4} />
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
      <UploadInput<Values>
        name="imageFile"
        label={t('form.image')}
        accept={[...PRODUCT_TAG_IMAGE_TYPES]}
        maxBytes={LIMITS.imageBytes}
        tooLargeMessage={specText(M.imageTooLarge)}
        description={t(tag?.image ? 'form.imageHintKeep' : 'form.imageHint')}
      />
      {stored && <img src={stored} alt={t('form.currentImage')} className="h-24 w-24 rounded object-cover" />}
    </ResourceForm>
  );
}
