import { useNavigate } from 'react-router-dom';
import { GeneratePremiumCode } from '@/features/generate-premium-code';
import { premiumContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { useSearchInAddress } from '@/shared/lib/resource';
import { SearchBox, type DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge, type StatusTone } from '@/shared/ui/status-badge';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { ATHAN_PREMIUM_PATH } from './paths';

type AthanPremiumCode = premiumContract.AthanPremiumCode;
const { athanPremium, ATHAN_PREMIUM_STATUSES } = premiumContract;

const TONES: Record<string, StatusTone> = { ACTIVE: 'success', INACTIVE: 'neutral', CONSUMED: 'info', EXPIRED: 'warning' };

export interface AthanPremiumListProps {
  /** This moment, in milliseconds, for the Generate Code popup's disabled days. */
  now?: number;
}

/**
 * /athan-premium: Code, Status, Name, Email, Code Type and Created Date, ten a page; three searches (name,
 * e-mail, code), each kept in the address and back at the first page; Generate Code for whoever may add.
 */
export function AthanPremiumList({ now }: AthanPremiumListProps) {
  const { t } = useTranslation('athan-premium');
  const allows = useResourceAccess(athanPremium);
  const navigate = useNavigate();
  const dates = useDateFormats();
  const name = useSearchInAddress('name');
  const email = useSearchInAddress('email');
  const code = useSearchInAddress('code');
  const searched = Boolean(name.keyword || email.keyword || code.keyword);
  const statusText = (status: string) => ((ATHAN_PREMIUM_STATUSES as readonly string[]).includes(status) ? t(`status.${status}`) : status);

  const columns: DataTableColumn<AthanPremiumCode>[] = [
    { id: 'code', header: t('list.code'), cell: (row) => <span dir="ltr" className="font-mono">{row.code}</span>, isRowHeader: true },
    { id: 'status', header: t('list.status'), cell: (row) => <StatusBadge tone={TONES[row.status] ?? 'neutral'}>{statusText(row.status)}</StatusBadge>, inCard: true },
    { id: 'consumerName', header: t('list.name'), cell: (row) => row.consumerName ?? '', isUserText: true },
    { id: 'consumerEmail', header: t('list.email'), cell: (row) => (row.consumerEmail ? <span dir="ltr">{row.consumerEmail}</span> : '') },
    { id: 'type', header: t('list.type'), cell: (row) => row.type ?? t('notAvailable') },
    { id: 'createDate', header: t('list.createDate'), cell: (row) => <span dir="ltr">{dates.numericDate(row.createDate)}</span> },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <GeneratePremiumCode now={now} /> : undefined}
      />
      {/* Outside the list: a new search starts a list of its own, and the boxes keep their focus meanwhile. */}
      <div className="flex flex-wrap gap-3">
        <SearchBox value={name.search} onChange={name.setSearch} label={t('list.searchName')} placeholder={t('list.searchName')} />
        <SearchBox value={email.search} onChange={email.setSearch} label={t('list.searchEmail')} placeholder={t('list.searchEmail')} />
        <SearchBox value={code.search} onChange={code.setSearch} label={t('list.searchCode')} placeholder={t('list.searchCode')} />
      </div>
      <ResourceList<AthanPremiumCode>
        resource={athanPremium}
        label={t('title')}
        columns={columns}
        filters={{ username: name.keyword, email: email.keyword, promoCode: code.keyword }}
        defaultSize={10}
        isSearchHidden
        getRowLabel={(row) => row.code}
        onEdit={(row) => void navigate(`${ATHAN_PREMIUM_PATH}/edit/${row.id}`)}
        emptyTitle={searched ? t('list.noMatch') : t('list.emptyTitle')}
        emptyDescription={searched ? undefined : t('list.emptyDescription')}
      />
    </div>
  );
}
