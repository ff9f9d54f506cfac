import { useCallback, useState } from 'react';

/**
 * `whileSaving(save)` marks a form saving for as long as the save it wraps runs; a form hands it to
 * react-hook-form's `handleSubmit`, which calls it once the values pass.
 *
 * A form locks its fields on `isSaving`, not on react-hook-form's `isSubmitting`: that one is already true
 * while the values are checked, and a field locked then cannot take the focus that a refused Save moves
 * to its first error (the focus stayed on Save). The Save button still waits on `isSubmitting`, so a
 * second press cannot start a second save.
 */
export function useSaving() {
  const [isSaving, setSaving] = useState(false);
  const whileSaving = useCallback(
    <Args extends unknown[]>(save: (...args: Args) => Promise<void>) =>
      async (...args: Args) => {
        setSaving(true);
        try {
          await save(...args);
        } finally {
          setSaving(false);
        }
      },
    [],
  );
  return { isSaving, whileSaving };
}
