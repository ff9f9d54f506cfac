import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { discountsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { DiscountForm } from './DiscountForm';

const LIST_PATH = '/discounts';

/** How the History panel names each field: as the form and the list do. */
const FIELD_LABELS: Record<string, string> = {
  name: 'form.name',
  type: 'form.type',
  value: 'form.value',
  startAt: 'form.startAt',
  expiresAt: 'form.expiresAt',
  createdAt: 'list.createdAt',
  isActive: 'list.published',
  attachedCourses: 'list.courses',
};

/** /discounts/create and /discounts/edit/{discountId}: add mode when the address has no id; back to the list 2 s after saving. */
export function DiscountEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('discounts');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(LIST_PATH), [navigate]);
  return (
    <ResourceRecordPage<discountsContract.Discount>
      resource={discountsContract.discounts}
      idParam="discountId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: LIST_PATH }]}
      notFoundMessage={t('failed.notFound')}
      failedMessage={t('failed.load')}
      fieldLabel={(field) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field)}
    >
      {(discount) => <DiscountForm key={discount?.id ?? 'new'} discount={discount} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
