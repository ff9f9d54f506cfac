import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { TagForm } from './TagForm';

type Tag = siteContract.Tag;

/** /tags: search, pages of 25, Add and Edit in a dialog that closes 1 s after saving, View and Delete. */
export function TagsList() {
  const { t } = useTranslation('tags');
  const allows = useResourceAccess(siteContract.tags);
  const navigate = useNavigate();
  const { dateTime } = useDateFormats();
  // null: closed; 'new': adding; a tag: editing it.
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const close = () => setEditing(null);

  const columns: DataTableColumn<Tag>[] = [
    { id: 'name', header: t('list.name'), cell: (tag) => tag.name, isRowHeader: true, isUserText: true },
    { id: 'slug', header: t('list.slug'), cell: (tag) => <span dir="ltr">{tag.slug}</span> },
    { id: 'updateDate', header: t('list.updateDate'), cell: (tag) => dateTime(tag.updateDate), width: 200 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => setEditing('new')}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<Tag>
        resource={siteContract.tags}
        label={t('title')}
        columns={columns}
        getRowLabel={(tag) => tag.name}
        onView={(tag) => void navigate(`/tags/view/${tag.tagId}`)}
        onEdit={setEditing}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
      />
      <Dialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && close()}
        title={t(editing === 'new' ? 'form.addTitle' : 'form.editTitle')}
      >
        {editing !== null && <TagForm variant="dialog" tag={editing === 'new' ? undefined : editing} onDone={close} onCancel={close} />}
      </Dialog>
    </div>
  );
}
