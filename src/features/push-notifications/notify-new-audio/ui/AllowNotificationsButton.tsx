import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { useNotificationPermission } from '../model/permission';

/**
 * 'Allow notifications', shown only while the browser has not been answered yet; once allowed or
 * blocked it disappears (a blocked permission can only be changed in the browser's settings).
 */
export function AllowNotificationsButton({ className }: { className?: string }) {
  const { t } = useTranslation('notify-new-audio');
  const { access, request } = useNotificationPermission();
  if (access !== 'default') return null;
  return (
    <Button variant="secondary" size="sm" className={className} onPress={() => void request()}>
      {t('allow')}
    </Button>
  );
}
