import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { VendorForm } from './VendorForm';
import { VENDORS_PATH } from './paths';

const HISTORY_FIELDS: Record<string, string> = {
  name: 'form.name',
  slug: 'form.slug',
  description: 'form.description',
  websiteLink: 'form.websiteLink',
  contact: 'form.contact',
  storeType: 'form.storeType',
  isActive: 'form.status',
  storeDomain: 'form.storeDomain',
  storeVersion: 'form.storeVersion',
  adminAccessToken: 'form.adminAccessToken',
  storeId: 'form.storeId',
  publicToken: 'form.publicToken',
};

/** /vendor-management/create and /edit/{VendorManagementId}: the page form, back to the vendors 2 s after saving. */
export function VendorEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('vendors');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(VENDORS_PATH), [navigate]);
  return (
    <ResourceRecordPage<shopContract.Vendor>
      resource={shopContract.vendors}
      idParam="VendorManagementId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: VENDORS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)}
    >
      {(vendor) => <VendorForm key={vendor?.id ?? 'new'} vendor={vendor} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
