import { useState } from 'react';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { BlogCategoryForm } from './BlogCategoryForm';

type BlogCategory = siteContract.BlogCategory;
const { blogCategories } = siteContract;

/** /categories: search, pages of 25, Add and Edit in a dialog that closes 1 s after saving, and Delete. */
export function BlogCategoriesList() {
  const { t } = useTranslation('blog-categories');
  const allows = useResourceAccess(blogCategories);
  const { dateTime } = useDateFormats();
  // null: closed; 'new': adding; a category: editing it.
  const [editing, setEditing] = useState<BlogCategory | 'new' | null>(null);
  const close = () => setEditing(null);

  const columns: DataTableColumn<BlogCategory>[] = [
    { id: 'name', header: t('list.name'), cell: (category) => category.name, isRowHeader: true, isUserText: true },
    { id: 'updateDate', header: t('list.updateDate'), cell: (category) => dateTime(category.updateDate), width: 200 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => setEditing('new')}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<BlogCategory>
        resource={blogCategories}
        label={t('title')}
        columns={columns}
        getRowLabel={(category) => category.name}
        onEdit={setEditing}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
      />
      <Dialog isOpen={editing !== null} onOpenChange={(open) => !open && close()} title={t(editing === 'new' ? 'form.addTitle' : 'form.editTitle')}>
        {editing !== null && <BlogCategoryForm variant="dialog" category={editing === 'new' ? undefined : editing} onDone={close} onCancel={close} />}
      </Dialog>
    </div>
  );
}
