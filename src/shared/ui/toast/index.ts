export { ToastRegion } from './ToastRegion';
export {
  DEFAULT_TOAST_TIMEOUT,
  dismissAllToasts,
  dismissToast,
  MAX_VISIBLE_TOASTS,
  setDefaultToastTimeout,
  showToast,
  type QueuedToast,
  type ToastOptions,
  type ToastTone,
} from './toastQueue';
