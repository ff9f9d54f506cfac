export type ToastTone = 'success' | 'danger' | 'info' | 'warning';

export interface ToastOptions {
  tone: ToastTone;
  title: string;
  description?: string;
  /** Milliseconds before it leaves on its own; 0 keeps it until closed. 6000 when omitted. */
  timeout?: number;
}

export interface QueuedToast {
  id: string;
  tone: ToastTone;
  title: string;
  description?: string;
  /** Milliseconds before auto-dismissal, or null to stay until closed. */
  timeout: number | null;
}

export const DEFAULT_TOAST_TIMEOUT = 6000;
/** Older toasts wait beyond this many rather than covering the page. */
export const MAX_VISIBLE_TOASTS = 4;

type Listener = () => void;

let defaultTimeout = DEFAULT_TOAST_TIMEOUT;

/**
 * How long a toast shown without its own `timeout` stays; 0 keeps it until closed. The catalogue keeps
 * them, so a story's picture does not depend on how long its play took on a busy machine.
 */
export function setDefaultToastTimeout(timeout: number): void {
  defaultTimeout = timeout;
}

let toasts: readonly QueuedToast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly QueuedToast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Queues a toast from anywhere (a mutation's callback, an event handler…); returns its id. */
export function showToast(options: ToastOptions): string {
  const id = `toast-${nextId++}`;
  const timeout = options.timeout ?? defaultTimeout;
  publish([
    ...toasts,
    { id, tone: options.tone, title: options.title, description: options.description, timeout: timeout > 0 ? timeout : null },
  ]);
  return id;
}

/** Removes one toast, whether it is shown or still waiting. */
export function dismissToast(id: string): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Removes every toast, for example when the user signs out. */
export function dismissAllToasts(): void {
  if (toasts.length > 0) publish([]);
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly QueuedToast[] {
  return toasts;
}
