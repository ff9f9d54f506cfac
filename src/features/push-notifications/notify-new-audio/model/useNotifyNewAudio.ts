import { useEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n';
import { notificationAccess } from './permission';

/** One tag, so a burst of voice notes replaces the shown notification instead of stacking up. */
export const NEW_AUDIO_TAG = 'new-audio-message';

/**
 * Shows a browser notification 'You have received new audio message' each time the number of unread
 * voice notes goes up, when the moderator allowed notifications. `count` is undefined until the first
 * poll answers: that first answer is the starting point and never notifies by itself.
 */
export function useNotifyNewAudio(count: number | undefined) {
  const { t } = useTranslation('notify-new-audio');
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (count === undefined) return;
    const before = previous.current;
    previous.current = count;
    if (before === undefined || count <= before || notificationAccess() !== 'granted') return;
    try {
      new window.Notification(t('newAudio'), { tag: NEW_AUDIO_TAG });
    } catch {
      // Android Chrome refuses page-made notifications outside a service worker; the list still shows it.
    }
  }, [count, t]);
}
