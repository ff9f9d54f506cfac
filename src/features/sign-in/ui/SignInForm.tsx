import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useStartSession } from '@/entities/session';
import { errorText, isApiError } from '@/shared/api';
import { PUBLIC_PATHS } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Link } from '@/shared/ui/link';
import { TextField } from '@/shared/ui/text-field';
import { MISSING_TOKEN_CODE, signIn } from '../api/signIn';
import { signInSchema, type SignInValues } from '../model/schema';

/** E-mail, password and remember me; the server's message is shown in an alert when sign-in fails. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const startSession = useStartSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { token, profile } = await signIn({ ...values, email: values.email.trim() });
      startSession(token, profile);
    } catch (error) {
      if (isApiError(error) && error.code === MISSING_TOKEN_CODE) setServerError(t('signIn.missingToken'));
      else setServerError(errorText(error) ?? String(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={t('signIn.title')}>
      {serverError && (
        <Alert tone="danger" title={t('signIn.failed')}>
          {serverError}
        </Alert>
      )}
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            isRequired
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isInvalid={Boolean(fieldState.error)}
            errorMessage={fieldState.error?.message && t(fieldState.error.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            isRequired
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isInvalid={Boolean(fieldState.error)}
            errorMessage={fieldState.error?.message && t(fieldState.error.message)}
          />
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox name={field.name} isSelected={field.value} onChange={field.onChange}>
              {t('fields.rememberMe')}
            </Checkbox>
          )}
        />
        <Link href={PUBLIC_PATHS.forgotPassword}>{t('signIn.forgot')}</Link>
      </div>
      <Button type="submit" isPending={formState.isSubmitting}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
