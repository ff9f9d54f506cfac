import { authContract, callApiWithHeaders, panelApiError } from '@/shared/api';
import { APP_KEY, APP_KEY_HEADER, APP_SECRET, APP_SECRET_HEADER } from '@/shared/config';

export const MISSING_TOKEN_CODE = 'MISSING_TOKEN';

/** Signs in with the e-mail as username; the token comes back in the `x-auth-token` header. */
export async function signIn(credentials: { email: string; password: string; rememberMe: boolean }) {
  const { data: profile, headers } = await callApiWithHeaders(authContract.login, {
    body: { username: credentials.email, password: credentials.password, rememberMe: credentials.rememberMe },
    headers: { [APP_KEY_HEADER]: APP_KEY, [APP_SECRET_HEADER]: APP_SECRET },
  });
  const token = headers.get('x-auth-token');
  if (!token) throw panelApiError(0, 'call.noAccessToken', { code: MISSING_TOKEN_CODE });
  return { token, profile };
}
