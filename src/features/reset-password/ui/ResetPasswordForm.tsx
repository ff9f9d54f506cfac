import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { authContract, callApi, errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { resetPasswordSchema, type ResetPasswordValues } from '../model/schema';

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link; without one the signed-in user changes their own password. */
  token?: string;
  /** Called after the server accepted the new password. */
  onDone?: () => void | Promise<void>;
}

/** New password and its confirmation; a refused change keeps both fields as typed. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', rePassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await callApi(authContract.forgot, { body: { ...values, ...(token ? { token } : {}) } });
      await onDone?.();
    } catch (error) {
      setServerError(errorText(error) ?? String(error));
    }
  });

  const fields = [
    { name: 'password', label: t('fields.newPassword'), description: t('reset.hint') },
    { name: 'rePassword', label: t('fields.confirmPassword'), description: undefined },
  ] as const;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={t('reset.title')}>
      {serverError && (
        <Alert tone="danger" title={t('reset.failed')}>
          {serverError}
        </Alert>
      )}
      {fields.map(({ name, label, description }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <TextField
              label={label}
              description={description}
              type="password"
              autoComplete="new-password"
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
      ))}
      <Button type="submit" isPending={formState.isSubmitting}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
