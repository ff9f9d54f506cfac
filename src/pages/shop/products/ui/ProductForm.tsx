import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { NumberInput, SelectInput } from '@/shared/ui/form-inputs';
import { MultiSelect } from '@/shared/ui/multi-select';
import { showToast } from '@/shared/ui/toast';
import { ResourceForm } from '@/widgets/resource-record';
import { productFormSchema, productFormValues, productInputOf, type ProductFormValues } from '../model/productForm';
import { useShopNames } from '../model/useShopNames';

const { products, PRODUCT_MESSAGES, PRODUCT_LIMITS } = shopContract;
const specText = specTextOf('product', PRODUCT_MESSAGES);
type Values = ProductFormValues;

/** What staff choose for a product: category, a sub-category of it, tags, rank and status; back to the list 2 s after saving. */
export function ProductForm({ product, onDone }: { product: shopContract.Product; onDone(): void }) {
  const { t } = useTranslation(['products', 'server-messages']);
  const names = useShopNames();
  const { form, status } = useResourceForm<Values>({
    resource: products,
    id: products.refOf(product),
    schema: productFormSchema,
    defaultValues: productFormValues(product),
    variant: 'page',
    onDone,
    failedTitle: t('saveFailed'),
    toInput: async (values) => productInputOf(values),
  });
  const categoryId = form.watch('categoryId');
  const subCategories = names.subCategoriesOf(categoryId);

  // Another category leaves no sub-category of the one before.
  useEffect(() => {
    const subCategoryId = form.getValues('subCategoryId');
    if (subCategoryId !== null && subCategories.length > 0 && !subCategories.some((item) => item.id === subCategoryId)) form.setValue('subCategoryId', null);
  }, [form, subCategories]);
  // The spec's failure toast, beside the reason the form shows.
  useEffect(() => {
    if (status.outcome) showToast({ tone: 'danger', title: t('saveFailed') });
  }, [status.outcome, t]);

  return (
    <ResourceForm label={t('form.title')} form={form} status={status} errorText={specText}>
      <div className="grid gap-5 lg:grid-cols-2">
        <SelectInput<number, Values> name="categoryId" label={t('form.category')} items={names.mainCategories} placeholder={t('form.chooseCategory')} isRequired />
        <SelectInput<number, Values>
          name="subCategoryId"
          label={t('form.subCategory')}
          items={subCategories}
          placeholder={t(categoryId === null ? 'form.chooseCategoryFirst' : 'form.chooseSubCategory')}
          isRequired
        />
      </div>
      <Controller
        control={form.control}
        name="tagIds"
        render={({ field, fieldState }) => (
          <MultiSelect<number>
            label={t('form.tags')}
            items={names.tags}
            selectedKeys={field.value ?? []}
            onChange={(keys) => field.onChange(keys.slice(0, PRODUCT_LIMITS.tags))}
            onBlur={field.onBlur}
            errorMessage={specText(fieldState.error?.message)}
            isDisabled={status.isLocked}
            inputRef={field.ref}
          />
        )}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <NumberInput<Values> name="rank" label={t('form.rank')} minValue={0} maxValue={PRODUCT_LIMITS.rank} isRequired />
        <SelectInput<'ACTIVE' | 'INACTIVE', Values>
          name="status"
          label={t('form.status')}
          items={[
            { id: 'ACTIVE', label: t('status.ACTIVE') },
            { id: 'INACTIVE', label: t('status.INACTIVE') },
          ]}
          placeholder={t('form.chooseStatus')}
          isRequired
        />
      </div>
    </ResourceForm>
  );
}
