import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { authContract, callApi, errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../model/schema';

type Outcome = { tone: 'success'; text: string } | { tone: 'danger'; text: string } | null;

/** Asks the server to e-mail a reset link; the address stays in the field whatever the outcome. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await callApi(authContract.forgot, { body: { email: email.trim() } });
      setOutcome({ tone: 'success', text: t('forgot.sent') });
    } catch (error) {
      setOutcome({ tone: 'danger', text: errorText(error) ?? String(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={t('forgot.title')}>
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.tone === 'danger' ? t('forgot.failed') : undefined}>
          {outcome.text}
        </Alert>
      )}
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
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
      <Button type="submit" isPending={formState.isSubmitting}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
