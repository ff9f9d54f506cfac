import { useEffect, useState } from 'react';
import { errorText, siteContract } from '@/shared/api';
import { publicNameExists } from '../api/publicFiles';

/** How long the name must stay unchanged before it is checked. */
export const NAME_CHECK_DELAY_MS = 400;

/** The file and the name it is to be published under. */
export interface Choice {
  file: File;
  key: string;
}

export type NameState = 'idle' | 'invalid' | 'checking' | 'free' | 'taken' | 'failed';

interface Result {
  choice: Choice;
  round: number;
  state: 'free' | 'taken' | 'failed';
  message?: string;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
export const isValidPublicName = (key: string) => siteContract.publicFileKey.safeParse(key).success;

/**
 * Whether the chosen name is free, asked once the name has rested for a moment. A result counts only
 * for the exact file and name it was asked for, so a new choice is never taken for a checked one.
 */
export function useNameCheck(choice: Choice | null) {
  const [result, setResult] = useState<Result | null>(null);
  const [round, setRound] = useState(0);
  const checkable = choice !== null && isValidPublicName(choice.key);

  useEffect(() => {
    if (!choice || !checkable) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      publicNameExists(choice.key, controller.signal)
        .then((exists) => setResult({ choice, round, state: exists ? 'taken' : 'free' }))
        .catch((error: unknown) => {
          if (!isAbort(error)) setResult({ choice, round, state: 'failed', message: errorText(error) });
        });
    }, NAME_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [choice, checkable, round]);

  const current = result && choice && result.choice === choice && result.round === round ? result : null;
  const state: NameState = !choice ? 'idle' : !checkable ? 'invalid' : (current?.state ?? 'checking');
  return {
    state,
    message: current?.message,
    checkAgain: () => setRound((value) => value + 1),
    /** The server refused the name after all (someone published it meanwhile). */
    markTaken: () => {
      if (choice) setResult({ choice, round, state: 'taken' });
    },
  };
}
