import { useCallback, useState } from 'react';

export type NotificationAccess = NotificationPermission | 'unsupported';

/** What the browser currently allows; 'unsupported' where there are no web notifications (iOS Safari tabs). */
export function notificationAccess(): NotificationAccess {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : 'unsupported';
}

/** The current permission and a way to ask for it (only asks while the answer is still 'default'). */
export function useNotificationPermission() {
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const request = useCallback(async () => {
    if (notificationAccess() !== 'default') {
      setAccess(notificationAccess());
      return;
    }
    try {
      setAccess(await window.Notification.requestPermission());
    } catch {
      setAccess(notificationAccess());
    }
  }, []);
  return { access, request };
}
