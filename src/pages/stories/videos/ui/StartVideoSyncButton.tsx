import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { callApi, errorText, storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { showToast } from '@/shared/ui/toast';

/** Sync Videos: queues a sync of the video host, says so in the spec's words, and reads the runs again (which then follow the new one). */
export function StartVideoSyncButton() {
  const { t } = useTranslation(['videos', 'server-messages']);
  const { mutate } = useSWRConfig();
  const [isStarting, setIsStarting] = useState(false);

  const start = async () => {
    setIsStarting(true);
    try {
      await callApi(storiesContract.startVideoSync, {});
      showToast({ tone: 'success', title: t('sync.started') });
    } catch (error) {
      showToast({ tone: 'danger', title: t('sync.startFailed'), description: errorText(error) });
    } finally {
      setIsStarting(false);
      void mutate((key) => Array.isArray(key) && key[0] === 'stories' && key[2] === storiesContract.videoSyncLogs.path);
    }
  };

  return (
    <Button onPress={() => void start()} isPending={isStarting}>
      {t('sync.start')}
    </Button>
  );
}
