import { useWatch } from 'react-hook-form';
import { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useFollowingSlug, useResourceForm } from '@/shared/lib/resource';
import { NumberInput, SelectInput, TextInput, UploadInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import {
  NO_PARENT,
  productCategoryFormField,
  productCategoryFormSchema,
  productCategoryFormValues,
  productCategoryInputOf,
  type ProductCategoryFormValues as Values,
} from '../model/productCategoryForm';
import { useParentChoices } from '../model/useParentChoices';
import { CategoryPicture } from './CategoryPicture';

const { productCategories, shopSlugOf, PRODUCT_CATEGORY_LIMITS: LIMITS, PRODUCT_CATEGORY_MESSAGES: M, PRODUCT_CATEGORY_IMAGE_TYPES } = shopContract;
const specText = specTextOf('productCategory', M);

export interface ProductCategoryFormProps {
  /** The category being edited; without it the form adds one. */
  category?: shopContract.ProductCategory;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/**
 * Name, slug (following the name until changed by hand), description, status, a parent (a main category,
 * or none) with the display rank among its sub-categories, a picture under 100 KB and a banner under
 * 500 KB, saved as the 'request' part beside imageFile and bannerFile; an edit shows the stored pictures.
 */
export function ProductCategoryForm({ category, onDone }: ProductCategoryFormProps) {
  const { t } = useTranslation(['product-categories', 'server-messages']);
  const { form, status } = useResourceForm<Values>({
    resource: productCategories,
    id: category?.id ?? null,
    schema: productCategoryFormSchema,
    defaultValues: productCategoryFormValues(category),
    variant: 'page',
    onDone,
    failedTitle: specText(M.saveFailed)!,
    formFieldOf: productCategoryFormField,
    toInput: productCategoryInputOf,
  });
  const slug = useFollowingSlug(Boolean(category), (value) => form.setValue('slug', value, { shouldValidate: form.formState.isSubmitted }), shopSlugOf);
  const choices = useParentChoices(category?.id);
  const hasParent = useWatch({ control: form.control, name: 'parentCategoryId' }) !== NO_PARENT;
  const picture = { accept: [...PRODUCT_CATEGORY_IMAGE_TYPES] };

  return (
    <ResourceForm label={t(category ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<Values> name="name" label={t('form.name')} isRequired maxLength={LIMITS.name} showCounter={false} onTextChange={slug.titleChanged} />
        <TextInput<Values> name="slug" label={t('form.slug')} description={t('form.slugHint')} isRequired maxLength={LIMITS.slug} showCounter={false} dir="ltr" onTextChange={slug.slugChanged} />
      </div>
      <TextInput<Values> name="description" label={t('form.description')} isRequired maxLength={LIMITS.description} rows={3} />
      <div className="grid gap-5 sm:grid-cols-3">
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
        <SelectInput<number, Values>
          name="parentCategoryId"
          label={t('form.parent')}
          items={[{ id: NO_PARENT, label: t('form.noParent') }, ...choices.parents]}
          description={t(choices.hasSubCategories ? 'form.parentLocked' : 'form.parentHint')}
        />
        {hasParent && <NumberInput<Values> name="displayRank" label={t('form.displayRank')} description={t('form.displayRankHint')} minValue={0} maxValue={LIMITS.rank} isRequired />}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <UploadInput<Values>
            name="imageFile"
            label={t('form.image')}
            {...picture}
            maxBytes={LIMITS.imageBytes - 1}
            tooLargeMessage={specText(M.imageTooLarge)}
            description={t(category?.hasImage ? 'form.imageHintKeep' : 'form.imageHint')}
          />
          {category && <CategoryPicture category={category} which="imageFile" alt={t('form.currentImage')} className="h-24 w-24 rounded" />}
        </div>
        <div className="flex flex-col gap-2">
          <UploadInput<Values>
            name="bannerFile"
            label={t('form.banner')}
            {...picture}
            maxBytes={LIMITS.bannerBytes - 1}
            tooLargeMessage={specText(M.bannerTooLarge)}
            description={t(category?.hasBanner ? 'form.bannerHintKeep' : 'form.bannerHint')}
          />
          {category && <CategoryPicture category={category} which="bannerFile" alt={t('form.currentBanner')} className="h-24 w-full rounded" />}
        </div>
      </div>
    </ResourceForm>
  );
}
