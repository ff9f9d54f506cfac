import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { premiumContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { AthanPremiumForm } from './AthanPremiumForm';
import { ATHAN_PREMIUM_PATH } from './paths';

const HISTORY_FIELDS: Record<string, string> = { code: 'form.code', status: 'form.status', consumerName: 'form.name', consumerEmail: 'form.email' };

/** /athan-premium/create and /edit/{AthanPremiumId}: the page form, back to the codes 2 s after saving. */
export function AthanPremiumEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('athan-premium');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(ATHAN_PREMIUM_PATH), [navigate]);
  return (
    <ResourceRecordPage<premiumContract.AthanPremiumCode>
      resource={premiumContract.athanPremium}
      idParam="AthanPremiumId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: ATHAN_PREMIUM_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)}
    >
      {(record) => <AthanPremiumForm key={record?.id ?? 'new'} record={record} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
