import { useCallback, type Ref, type RefCallback } from 'react';

/**
 * One ref callback feeding two refs: a field's element must reach both its own `inputRef`
 * and the `ref` that react-hook-form's Controller hands over (to focus the first invalid field).
 */
export function useMergedRef<T>(first?: Ref<T>, second?: Ref<T>): RefCallback<T> {
  return useCallback((element: T | null) => mergeRefs([first, second])(element), [first, second]);
}

function mergeRefs<T>(refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (element) => {
    const cleanups = refs.map((ref) => assignRef(ref, element));
    return () => cleanups.forEach((cleanup) => cleanup());
  };
}

function assignRef<T>(ref: Ref<T> | undefined, element: T | null): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(element);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = element;
    return () => {
      ref.current = null;
    };
  }
  return () => undefined;
}
