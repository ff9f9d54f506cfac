import { useState, type FormEvent } from 'react';
import { errorText, subscriptionsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { Select } from '@/shared/ui/select';
import { TextField } from '@/shared/ui/text-field';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { downloadReceipt } from '../model/downloadReceipt';
import { useSubscriptionSearch } from '../model/useSubscriptionSearch';
import { SubscriptionDetailsDialog } from './SubscriptionDetailsDialog';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';

type Row = subscriptionsContract.SubscriptionRow;
const { subscriptions, SUBSCRIPTION_APPS, SUBSCRIPTION_SEARCHES, SUBSCRIPTION_MESSAGES: M } = subscriptionsContract;
const specText = specTextOf('subscription', M);

/** /subscriptions: one app's subscriptions (Athan or Academy), searched by one field, ten a page; a row opens its details. */
export function SubscriptionsList() {
  const { t } = useTranslation(['subscriptions', 'server-messages']);
  const allows = useResourceAccess(subscriptions);
  const { app, by, words, filters, chooseApp, search } = useSubscriptionSearch();
  const [searchBy, setSearchBy] = useState(by);
  const [typed, setTyped] = useState(words);
  const [opened, setOpened] = useState<number | null>(null);
  // The spec's User ID rule is shown, but the search still runs without one (shell §8).
  const [isUserIdMissing, setUserIdMissing] = useState(false);

  const download = async (row: Row) => {
    try {
      await downloadReceipt(row.subscriptionId);
    } catch (error) {
      showToast({ tone: 'danger', title: specText(M.downloadFailed) ?? M.downloadFailed, description: errorText(error) });
    }
  };

  const columns: DataTableColumn<Row>[] = [
    { id: 'subscriptionId', header: t('list.subscriptionId'), cell: (row) => row.subscriptionId, isRowHeader: true, width: 130 },
    { id: 'subscriptionType', header: t('list.type'), cell: (row) => row.subscriptionType, inCard: true },
    { id: 'status', header: t('list.status'), cell: (row) => <SubscriptionStatusBadge status={row.status} />, inCard: true },
    { id: 'storeOrderId', header: t('list.storeOrderId'), cell: (row) => <span dir="ltr">{row.storeOrderId}</span>, inCard: true },
    { id: 'deviceId', header: t('list.deviceId'), cell: (row) => <span dir="ltr">{row.deviceId}</span> },
    { id: 'userId', header: t('list.userId'), cell: (row) => <span dir="ltr">{row.userId}</span>, inCard: true },
    { id: 'emailAddress', header: t('list.email'), cell: (row) => <span dir="ltr">{row.emailAddress}</span>, inCard: true },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUserIdMissing(searchBy === 'userId' && typed.trim() === '');
    search(searchBy, typed);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]} />
      <div className="flex flex-wrap items-end gap-4">
        <Select
          label={t('search.app')}
          items={SUBSCRIPTION_APPS.map((id) => ({ id, label: t(`apps.${id}`) }))}
          selectedKey={app}
          onSelectionChange={chooseApp}
          className="w-44"
        />
        <form role="search" aria-label={t('search.label')} onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <Select
            label={t('search.by')}
            items={SUBSCRIPTION_SEARCHES.map((id) => ({ id, label: t(`search.fields.${id}`) }))}
            selectedKey={searchBy}
            onSelectionChange={setSearchBy}
            className="w-56"
          />
          <TextField
            label={t(`search.fields.${searchBy}`)}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setUserIdMissing(false);
            }}
            isInvalid={isUserIdMissing && searchBy === 'userId'}
            errorMessage={specText(M.userIdRequired)}
            dir="ltr"
            maxLength={subscriptionsContract.SUBSCRIPTION_LIMITS.search}
            placeholder={t('search.placeholder')}
            className="w-64"
          />
          <Button type="submit">{t('search.submit')}</Button>
          {words ? (
            <Button
              variant="secondary"
              onPress={() => {
                setTyped('');
                search(searchBy, '');
              }}
            >
              {t('search.clear')}
            </Button>
          ) : null}
        </form>
      </div>
      <ResourceList<Row>
        resource={subscriptions}
        label={t('title')}
        columns={columns}
        filters={filters}
        defaultSize={10}
        getRowLabel={(row) => String(row.subscriptionId)}
        isSearchHidden
        onRowAction={allows('find') ? (row) => setOpened(row.subscriptionId) : undefined}
        rowHint={t('list.rowHint')}
        moreActions={(row) => (allows('find') ? [{ id: 'receipt', label: t('list.downloadReceipt'), onAction: () => void download(row) }] : [])}
        emptyTitle={words ? t('list.noMatch') : t('list.emptyTitle')}
        emptyDescription={words ? undefined : t('list.emptyDescription')}
      />
      <SubscriptionDetailsDialog subscriptionId={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
