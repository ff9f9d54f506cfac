import { useEffect, useState } from 'react';
import { REDIRECT_AFTER_SAVE_MS } from '@/shared/config';
import { showToast } from '@/shared/ui/toast';
import { useSaving } from './useSaving';

/** A refused or failed save, shown above the form it leaves as typed. */
export type SaveOutcome = { tone: 'danger'; title: string; text: string } | null;

/**
 * What a record form says after Save, the same in pages and dialogs: success is a toast, which stays
 * while the app goes back to the list (`onDone` 2 s later, or after `delayMs`, as a dialog closes after
 * 1 s); a failure shows its reason in the form, which it leaves as typed. Its `whileSaving` is
 * `useSaving`'s; `isLocked` says the fields wait while the checked values save. Once saved they are
 * not greyed out: only Save stays off until the form goes.
 */
export function useSaveOutcome(onDone: () => void, delayMs = REDIRECT_AFTER_SAVE_MS) {
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [isSaved, setSaved] = useState(false);
  const { isSaving, whileSaving } = useSaving();

  useEffect(() => {
    if (!isSaved) return;
    const timer = window.setTimeout(onDone, delayMs);
    return () => window.clearTimeout(timer);
  }, [isSaved, onDone, delayMs]);

  return {
    outcome,
    isSaved,
    isLocked: isSaving,
    whileSaving,
    clear: () => setOutcome(null),
    succeeded: (text: string) => {
      showToast({ tone: 'success', title: text });
      setSaved(true);
    },
    failed: (title: string, text: string) => setOutcome({ tone: 'danger', title, text }),
  };
}
