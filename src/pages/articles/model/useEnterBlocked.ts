import { useEffect, type RefObject } from 'react';

/**
 * Enter in a one-line field of the form does nothing (content-site §5): the form is saved with its
 * button only. Enter keeps its meaning in the rich text editor, on buttons and in an open list of suggestions.
 */
export function useEnterBlocked(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const block = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      // An open list of suggestions takes Enter as the choice of the option shown.
      const choosing = target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true';
      if (event.key === 'Enter' && target instanceof HTMLInputElement && !choosing) event.preventDefault();
    };
    element.addEventListener('keydown', block);
    return () => element.removeEventListener('keydown', block);
  }, [ref]);
}
