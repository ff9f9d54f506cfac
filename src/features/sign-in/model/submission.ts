import { errorText, isApiError, SERVER_MESSAGES_NAMESPACE } from '@/shared/api';
import { i18next } from '@/shared/i18n';
import { MISSING_TOKEN_CODE, signIn } from '../api/signIn';
import { signInSchema, type SignInValues } from './schema';

/** Catalogue keys (namespace `auth`) of what is wrong with each field; none when the form may be sent. */
export type SignInErrors = Partial<Record<'email' | 'password', string>>;

export function signInErrors(values: SignInValues): SignInErrors {
  const result = signInSchema.safeParse(values);
  const errors: SignInErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** What the alert says when sign-in fails: the server's words in the panel's language, or the missing token. */
export async function signInFailure(error: unknown, missingTokenText: string): Promise<string> {
  await i18next.loadNamespaces(SERVER_MESSAGES_NAMESPACE);
  if (isApiError(error) && error.code === MISSING_TOKEN_CODE) return missingTokenText;
  return errorText(error) ?? String(error);
}

export { signIn };
