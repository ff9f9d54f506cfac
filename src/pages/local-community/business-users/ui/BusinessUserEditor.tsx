import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { BusinessUserForm } from './BusinessUserForm';
import { BUSINESS_USERS_PATH } from './paths';

const HISTORY_FIELDS: Record<string, string> = {
  name: 'form.name',
  username: 'form.email',
  address: 'form.address',
  cityName: 'form.city',
  countryName: 'form.country',
  latitude: 'form.latitude',
  longitude: 'form.longitude',
  placeCategoryId: 'form.placeType',
  image: 'form.image',
};

/** /local-community/business-user/create and /edit/{userId}: the page form, back to the list 2 s after saving. */
export function BusinessUserEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('business-users');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(BUSINESS_USERS_PATH), [navigate]);
  return (
    <ResourceRecordPage<siteContract.BusinessUser>
      resource={siteContract.businessUsers}
      idParam="userId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: BUSINESS_USERS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)}
    >
      {(business) => <BusinessUserForm key={business?.userId ?? 'new'} business={business} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
