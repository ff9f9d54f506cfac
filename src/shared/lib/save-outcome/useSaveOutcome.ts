import { useEffect, useState } from 'react';
import { REDIRECT_AFTER_SAVE_MS } from '@/shared/config';
import { useSaving } from './useSaving';

export type SaveOutcome = { tone: 'success'; text: string } | { tone: 'danger'; title: string; text: string } | null;

/**
 * What a record form says after Save: the success message (and `onDone` 2 s later, when the app goes
 * back to the list, or after `delayMs`, as a dialog closes after 1 s) or a failure with its reason,
 * which leaves the form as typed. Its `whileSaving` is `useSaving`'s; `isLocked` says the fields wait,
 * while the checked values save and once they are saved.
 */
export function useSaveOutcome(onDone: () => void, delayMs = REDIRECT_AFTER_SAVE_MS) {
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const { isSaving, whileSaving } = useSaving();
  const isSaved = outcome?.tone === 'success';

  useEffect(() => {
    if (!isSaved) return;
    const timer = window.setTimeout(onDone, delayMs);
    return () => window.clearTimeout(timer);
  }, [isSaved, onDone, delayMs]);

  return {
    outcome,
    isSaved,
    isLocked: isSaving || isSaved,
    whileSaving,
    clear: () => setOutcome(null),
    succeeded: (text: string) => setOutcome({ tone: 'success', text }),
    failed: (title: string, text: string) => setOutcome({ tone: 'danger', title, text }),
  };
}
