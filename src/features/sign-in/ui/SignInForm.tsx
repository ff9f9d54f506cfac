import { useRef, useState } from 'react';
import { useStartSession } from '@/entities/session';
import { PUBLIC_PATHS } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Link } from '@/shared/ui/link';
import { TextField } from '@/shared/ui/text-field';
import type { SignInValues } from '../model/schema';
import type { SignInErrors } from '../model/submission';

/**
 * The schema and the sign-in call (with the wire contract and zod) are fetched when the person first
 * reaches into the form, not with the screen: the sign-in screen is the first thing every visit loads.
 */
let submission: Promise<typeof import('../model/submission')> | undefined;
const loadSubmission = () => (submission ??= import('../model/submission'));

/** E-mail, password and remember me; the server's message is shown in an alert when sign-in fails. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const startSession = useStartSession();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<SignInErrors>({});
  // After a refused Login the messages follow what is typed, as they do in the panel's other forms.
  const [wasRefused, setWasRefused] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const check = async (next: SignInValues) => {
    const found = (await loadSubmission()).signInErrors(next);
    setErrors(found);
    return found;
  };

  const change = <Field extends keyof SignInValues>(field: Field) => (value: SignInValues[Field]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (wasRefused) void check(next);
  };

  const submit = async () => {
    setServerError(null);
    const found = await check(values);
    if (found.email || found.password) {
      setWasRefused(true);
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    const { signIn, signInFailure } = await loadSubmission();
    try {
      const { token, profile } = await signIn({ ...values, email: values.email.trim() });
      startSession(token, profile);
    } catch (error) {
      setServerError(await signInFailure(error, t('signIn.missingToken')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      onFocus={() => void loadSubmission()}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4"
      aria-label={t('signIn.title')}
    >
      {serverError && (
        <Alert tone="danger" title={t('signIn.failed')}>
          {serverError}
        </Alert>
      )}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        isRequired
        name="email"
        value={values.email}
        onChange={change('email')}
        inputRef={emailRef}
        isInvalid={Boolean(errors.email)}
        errorMessage={errors.email && t(errors.email)}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        isRequired
        name="password"
        value={values.password}
        onChange={change('password')}
        inputRef={passwordRef}
        isInvalid={Boolean(errors.password)}
        errorMessage={errors.password && t(errors.password)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox name="rememberMe" isSelected={values.rememberMe} onChange={change('rememberMe')}>
          {t('fields.rememberMe')}
        </Checkbox>
        <Link href={PUBLIC_PATHS.forgotPassword}>{t('signIn.forgot')}</Link>
      </div>
      <Button type="submit" isPending={isSubmitting}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
