import { PROFILE_KEY, TOKEN_KEY } from '@/shared/config';

/** The token the session entity keeps in local storage (JSON-encoded, as jotai's storage writes it). */
export function readStoredToken(): string | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage blocked by the browser: nobody is signed in
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' && parsed ? parsed : null;
  } catch {
    return raw;
  }
}

/** Forgets the token and the profile, then reloads, so the login screen starts from a clean page. */
export function endStoredSessionAndReload(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(PROFILE_KEY);
  } catch {
    // nothing stored to forget
  }
  window.location.reload();
}
