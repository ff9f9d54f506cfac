import { useEffect, useRef } from 'react';

/**
 * Calls `onExpire` after `timeout` ms of visible time. While `isPaused` (the pointer or keyboard
 * focus is on the toasts) the clock stops, so nobody loses a message they are reading.
 */
export function useAutoDismiss(timeout: number | null, isPaused: boolean, onExpire: () => void): void {
  const remaining = useRef(timeout);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (remaining.current === null || isPaused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => expire.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      if (remaining.current !== null) remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [isPaused]);
}
