import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { callApi, errorText, replyText, shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { showToast } from '@/shared/ui/toast';

/**
 * Start sync: queues a sync of the vendor's store, says so in the spec's words, and refreshes the list of
 * runs (which then follows the new run until it ends). A refusal (one already running) is shown as sent.
 */
export function StartVendorSyncButton({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation('vendor-sync');
  const { mutate } = useSWRConfig();
  const [isStarting, setIsStarting] = useState(false);

  const start = async () => {
    setIsStarting(true);
    try {
      const reply = await callApi(shopContract.startProductSync, { params: { id: vendorId } });
      showToast({ tone: 'success', title: replyText(reply) ?? t('started') });
    } catch (error) {
      showToast({ tone: 'danger', title: errorText(error) || t('startFailed') });
    } finally {
      setIsStarting(false);
      void mutate((key) => Array.isArray(key) && key[0] === 'shop' && key[2] === shopContract.productSyncLogs.path);
    }
  };

  return (
    <Button onPress={() => void start()} isPending={isStarting}>
      {t('start')}
    </Button>
  );
}
