import { atom, type WritableAtom } from 'jotai';
import { atomWithLazy, createJSONStorage } from 'jotai/utils';

/**
 * A value kept in local storage as JSON. It is read when a store first uses it, not when the module
 * loads, so a fresh store (each story has one) sees what is stored at that moment. `null` removes it.
 */
export function storedAtom<T>(key: string, fallback: T): WritableAtom<T, [T | null], void> {
  const storage = createJSONStorage<T>(() => window.localStorage);
  const valueAtom = atomWithLazy<T>(() => {
    try {
      return storage.getItem(key, fallback) as T;
    } catch {
      return fallback; // storage blocked by the browser
    }
  });
  return atom(
    (get) => get(valueAtom),
    (_get, set, next: T | null) => {
      set(valueAtom, next ?? fallback);
      try {
        if (next === null) void storage.removeItem(key);
        else void storage.setItem(key, next);
      } catch {
        // storage blocked: the value lasts until the tab closes
      }
    },
  );
}
