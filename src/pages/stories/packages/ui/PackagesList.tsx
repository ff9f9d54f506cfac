import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { NumberField } from '@/shared/ui/number-field';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { Tabs } from '@/shared/ui/tabs';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { PackageStatsDialog } from './PackageStatsDialog';
import { PACKAGES_PATH } from './paths';

type Row = storiesContract.PackageRow;
const { videoPackages, isPackageEditable } = storiesContract;
const PAGE_SIZE = 10;
type Tab = 'active' | 'history';

/**
 * /package-management: 'Currently Active/Upcoming' (the current package, then those to come, soonest
 * first) and 'History' (latest first), 10 a page; View for a published package, Edit for one to come,
 * and the videos' stats of any.
 */
export function PackagesList() {
  const { t } = useTranslation('packages');
  const allows = useResourceAccess(videoPackages);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'history' ? 'history' : 'active';
  const [statsOf, setStatsOf] = useState<Row | null>(null);
  // Another tab starts at its first page, without the other's words, id or order.
  const chooseTab = (next: string) => setSearchParams(next === 'history' ? { tab: 'history' } : {});
  // The spec's packageId search, kept in the address as `?packageId=`.
  const packageId = Number(searchParams.get('packageId')) || 0;
  const findId = (value: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (Number.isInteger(value) && value > 0) next.set('packageId', String(value));
      else next.delete('packageId');
      next.delete('page');
      return next;
    });

  const columns: DataTableColumn<Row>[] = [
    { id: 'id', header: t('list.id'), cell: (row) => row.id, width: 80 },
    {
      id: 'name',
      header: t('list.name'),
      cell: (row) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <bdi>{row.name}</bdi>
          {row.isCurrent && <StatusBadge tone="success">{t('list.current')}</StatusBadge>}
        </span>
      ),
      isRowHeader: true,
    },
    { id: 'publishedAt', header: t('list.publishedAt'), cell: (row) => <span dir="ltr">{row.publishedAt}</span>, inCard: true },
    { id: 'totalVideos', header: t('list.totalVideos'), cell: (row) => row.totalVideos, inCard: true },
    { id: 'totalLikes', header: t('list.totalLikes'), cell: (row) => row.totalLikes },
    { id: 'totalShares', header: t('list.totalShares'), cell: (row) => row.totalShares },
    { id: 'formattedTotalWatchTime', header: t('list.totalWatchTime'), cell: (row) => <span dir="ltr">{row.formattedTotalWatchTime}</span> },
  ];

  const list = (name: Tab) => (
    <ResourceList<Row>
      resource={videoPackages}
      list={name === 'history' ? 'expired' : undefined}
      label={t(name === 'history' ? 'tabs.history' : 'tabs.active')}
      columns={columns}
      defaultSize={PAGE_SIZE}
      descending={name === 'history'}
      filters={{ packageId }}
      getRowLabel={(row) => row.name}
      // Without the edit bit a package still to come is viewed too.
      onView={(row) => void navigate(`${PACKAGES_PATH}/view/${row.id}`)}
      canView={(row) => !isPackageEditable(row) || !allows('update')}
      onEdit={(row) => void navigate(`${PACKAGES_PATH}/edit/${row.id}`)}
      canEdit={isPackageEditable}
      moreActions={(row) => (allows('find') ? [{ id: 'stats', label: t('list.stats'), onAction: () => setStatsOf(row) }] : [])}
      emptyTitle={t(name === 'history' ? 'list.emptyHistory' : 'list.emptyActive')}
      emptyDescription={name === 'history' ? undefined : t('list.emptyActiveDescription')}
      searchLabel={t('list.search')}
      toolbar={
        <NumberField
          label={t('list.searchId')}
          hideLabel
          placeholder={t('list.searchId')}
          value={packageId || null}
          onChange={findId}
          minValue={1}
          formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
          className="w-40"
        />
      }
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${PACKAGES_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <Tabs
        label={t('tabs.label')}
        selectedKey={tab}
        onSelectionChange={chooseTab}
        items={[
          { id: 'active', title: t('tabs.active'), content: tab === 'active' && list('active') },
          { id: 'history', title: t('tabs.history'), content: tab === 'history' && list('history') },
        ]}
      />
      <PackageStatsDialog pack={statsOf} onClose={() => setStatsOf(null)} />
    </div>
  );
}
