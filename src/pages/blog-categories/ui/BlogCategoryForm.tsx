import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm, type ResourceFormVariant } from '@/shared/lib/resource';
import { TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';

const { blogCategories, blogCategoryInput, BLOG_CATEGORY_LIMITS, BLOG_CATEGORY_MESSAGES } = siteContract;
const specText = specTextOf('blogCategory', BLOG_CATEGORY_MESSAGES);

export interface BlogCategoryFormProps {
  /** The category being edited; without it the form adds one. */
  category?: siteContract.BlogCategory;
  /** 'page' goes back to the list 2 s after the success message; 'dialog' (the list's modal) closes 1 s after. */
  variant: ResourceFormVariant;
  onDone(): void;
  /** The dialog's Cancel. */
  onCancel?(): void;
}

/** The category's name. */
export function BlogCategoryForm({ category, variant, onDone, onCancel }: BlogCategoryFormProps) {
  const { t } = useTranslation(['blog-categories', 'server-messages']);
  const { form, status } = useResourceForm<siteContract.BlogCategoryInput>({
    resource: blogCategories,
    id: category?.categoryId ?? null,
    schema: blogCategoryInput,
    defaultValues: { name: category?.name ?? '' },
    variant,
    onDone,
    failedTitle: t('form.failed'),
  });

  return (
    <ResourceForm label={t(category ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText} onCancel={onCancel}>
      <TextInput<siteContract.BlogCategoryInput>
        name="name"
        label={t('form.name')}
        isRequired
        maxLength={BLOG_CATEGORY_LIMITS.name}
        showCounter={false}
      />
    </ResourceForm>
  );
}
