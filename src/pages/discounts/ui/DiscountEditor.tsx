import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDiscount } from '@/entities/discount';
import { DiscountForm } from '@/features/save-discount';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { PageHeader } from '@/shared/ui/page-header';
import { RecordGate } from '@/shared/ui/record-gate';

const LIST_PATH = '/discounts';

/** /discounts/create and /discounts/edit/{discountId}: add mode when the address has no id. */
export function DiscountEditor() {
  const { t } = useTranslation('discounts');
  const navigate = useNavigate();
  const { discountId } = useParams();
  const isCreate = discountId === undefined;
  const id = isCreate ? null : Number(discountId);
  const isBadId = id !== null && !(Number.isInteger(id) && id > 0);
  const { data, error, isLoading, mutate } = useDiscount(isBadId ? null : id);
  const backToList = useCallback(() => void navigate(LIST_PATH), [navigate]);
  const title = t(isCreate ? 'form.addTitle' : 'form.editTitle');

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: LIST_PATH }, { label: title }]} />
      <RecordGate
        isCreate={isCreate}
        isBadId={isBadId}
        isLoading={isLoading || (!isCreate && !data && !error)}
        error={error}
        errorMessage={errorText(error)}
        notFoundMessage={t('failed.notFound')}
        failedMessage={t('failed.load')}
        loadingLabel={title}
        onRetry={() => void mutate()}
      >
        <DiscountForm key={data?.id ?? 'new'} discount={data} onDone={backToList} />
      </RecordGate>
    </div>
  );
}
