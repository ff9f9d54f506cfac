import { useState } from 'react';
import { callApi, errorText, shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { showToast } from '@/shared/ui/toast';

/** Check store: reaches the vendor's store with its saved keys and says what it answered (its name and currency), or why it refused. */
export function CheckVendorStoreButton({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation('vendor-sync');
  const [isChecking, setIsChecking] = useState(false);

  const check = async () => {
    setIsChecking(true);
    try {
      const { data } = await callApi(shopContract.syncStoreInfo, { params: { id: vendorId } });
      showToast({ tone: 'success', title: t('check.answered', { name: data.storeName, currency: data.currency }) });
    } catch (error) {
      showToast({ tone: 'danger', title: t('check.failed'), description: errorText(error) });
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <Button variant="secondary" onPress={() => void check()} isPending={isChecking}>
      {t('check.label')}
    </Button>
  );
}
