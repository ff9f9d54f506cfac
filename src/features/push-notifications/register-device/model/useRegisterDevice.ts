import { useEffect } from 'react';
import { callApi, chatContract, errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { showToast } from '@/shared/ui/toast';
import { deviceBody, REGISTERED_KEY } from './deviceBody';

/**
 * Registers this device for push notifications of the signed-in user, once per browser session.
 * The session mark is set before the call, so a second mount cannot send it twice, and removed
 * again after a failure, so the next visit tries once more. A failure shows the server's message.
 */
export function useRegisterDevice({ userId, enabled = true }: { userId: number | null; enabled?: boolean }) {
  const { t } = useTranslation('register-device');

  useEffect(() => {
    if (!enabled || userId === null) return;
    const mark = String(userId);
    if (sessionStorage.getItem(REGISTERED_KEY) === mark) return;
    sessionStorage.setItem(REGISTERED_KEY, mark);
    callApi(chatContract.syncDevice, { body: deviceBody() }).catch((error: unknown) => {
      sessionStorage.removeItem(REGISTERED_KEY);
      const message = errorText(error) || t('failed');
      showToast({ tone: 'danger', title: message });
    });
  }, [enabled, userId, t]);
}
