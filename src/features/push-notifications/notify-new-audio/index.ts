/**
 * Tell the moderator about a new voice note: `useNotifyNewAudio(count)` shows a browser notification
 * when the unread count goes up and notifications are allowed; `<AllowNotificationsButton />` asks for
 * the permission while it is still undecided.
 */
export { useNotifyNewAudio, NEW_AUDIO_TAG } from './model/useNotifyNewAudio';
export { AllowNotificationsButton } from './ui/AllowNotificationsButton';
export { notificationAccess, useNotificationPermission, type NotificationAccess } from './model/permission';
