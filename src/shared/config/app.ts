/** The fixed application key and secret the login call sends in headers. */
export const APP_KEY_HEADER = 'x-app-key';
export const APP_SECRET_HEADER = 'x-app-secret';
export const APP_KEY = 'athan-back-office';
export const APP_SECRET = 'bo-7f3c9a1e5d2b';

/** Where the token and profile are kept in local storage. */
export const TOKEN_KEY = 'TOKEN_KEY';
export const PROFILE_KEY = 'PROFILE_KEY';
export const LANGUAGE_KEY = 'LANGUAGE_KEY';

export const REDIRECT_AFTER_SAVE_MS = 2000;
/** A dialog form closes this long after its success message (the spec's tag and category modals). */
export const CLOSE_DIALOG_AFTER_SAVE_MS = 1000;
export const UPLOAD_TIMEOUT_MS = 45_000;

export const SERVICES = ['auth', 'academy', 'site', 'shop', 'stories', 'premium', 'subscriptions'] as const;
export type Service = (typeof SERVICES)[number];

/**
 * Base URL of each API service. Defaults to this server's `/api/<service>`; a deployment that points
 * a service elsewhere sets VITE_API_<SERVICE> at build time.
 */
export function serviceBaseUrl(service: Service): string {
  const configured = (import.meta.env?.[`VITE_API_${service.toUpperCase()}`] as string | undefined) ?? '';
  return configured || `/api/${service}`;
}

/**
 * How the app's router and the stories' routers apply a change of address: at once, not as a React
 * transition. A transition keeps the screen being left on show, and working, until the next one's code
 * has come; a search the old list sent then, 0.3 s after the last key, took the person back to it.
 * The next screen's loading state shows at once instead.
 */
export const ROUTER_OPTIONS = { useTransitions: false } as const;
