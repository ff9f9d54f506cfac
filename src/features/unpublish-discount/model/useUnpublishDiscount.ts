import { useCallback } from 'react';
import { useRefreshDiscounts, type Discount } from '@/entities/discount';
import { callApi, discountsContract, errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { showToast } from '@/shared/ui/toast';

/** Unpublishes a discount at once (it leaves its courses) and says how it went in a toast. */
export function useUnpublishDiscount() {
  const { t } = useTranslation('discounts');
  const refresh = useRefreshDiscounts();
  return useCallback(
    async (discount: Discount) => {
      try {
        // The spec sends this call with a JSON content type; an empty object is its body.
        await callApi(discountsContract.deactivateDiscount, { params: { id: discount.id }, body: {} });
        showToast({ tone: 'success', title: t('unpublish.done') });
        await refresh();
      } catch (error) {
        showToast({ tone: 'danger', title: t('unpublish.failed'), description: errorText(error) });
      }
    },
    [refresh, t],
  );
}
