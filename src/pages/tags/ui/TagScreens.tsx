import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { TagForm } from './TagForm';

const LIST_PATH = '/tags';

function useTagPageTexts() {
  const { t } = useTranslation('tags');
  return {
    t,
    breadcrumbs: [{ label: t('breadcrumb') }, { label: t('title'), href: LIST_PATH }],
    notFoundMessage: t('form.notFound'),
    failedMessage: t('form.loadFailed'),
    fieldLabel: (field: string) => (field === 'name' || field === 'slug' ? t(`form.${field}`) : field),
  };
}

/** /tags/create and /tags/edit/{tagId}: the page form (slug required), back to the list 2 s after saving. */
export function TagEditor({ isCreate }: { isCreate: boolean }) {
  const { t, ...texts } = useTagPageTexts();
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(LIST_PATH), [navigate]);
  return (
    <ResourceRecordPage<siteContract.Tag> resource={siteContract.tags} idParam="tagId" title={t(isCreate ? 'form.addTitle' : 'form.editTitle')} {...texts}>
      {(tag) => <TagForm key={tag?.tagId ?? 'new'} variant="page" tag={tag} onDone={backToList} />}
    </ResourceRecordPage>
  );
}

/** /tags/view/{tagId}: the tag read-only, with its history. */
export function TagView() {
  const { t, ...texts } = useTagPageTexts();
  const { dateTime } = useDateFormats();
  return (
    <ResourceRecordPage<siteContract.Tag> resource={siteContract.tags} idParam="tagId" title={t('view.title')} {...texts}>
      {(tag) =>
        tag && (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="font-medium text-ink-muted">{t('form.name')}</dt>
            <dd className="text-ink"><span dir="auto">{tag.name}</span></dd>
            <dt className="font-medium text-ink-muted">{t('form.slug')}</dt>
            <dd className="text-ink">
              <span dir="ltr">{tag.slug}</span>
            </dd>
            <dt className="font-medium text-ink-muted">{t('list.updateDate')}</dt>
            <dd className="text-ink">{dateTime(tag.updateDate)}</dd>
          </dl>
        )
      }
    </ResourceRecordPage>
  );
}
