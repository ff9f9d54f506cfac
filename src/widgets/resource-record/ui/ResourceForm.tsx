import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import type { ResourceFormStatus } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FormInputsProvider } from '@/shared/ui/form-inputs';

export interface ResourceFormProps<Values extends FieldValues> {
  /** The form's accessible name: its title ('Add Tag'). */
  label: string;
  /** From `useResourceForm`. */
  form: UseFormReturn<Values>;
  status: ResourceFormStatus;
  /** The fields' messages in the panel's language (`specTextOf`). */
  errorText(message: string | undefined): string | undefined;
  /** A dialog's Cancel; a page form has none. */
  onCancel?(): void;
  /** The fields (`TextInput` and the other form inputs of `shared/ui/form-inputs`). */
  children: ReactNode;
}

/**
 * The frame of a resource's form: the outcome of the last Save above the fields, Cancel and Save below
 * them; the fields inside find the form, whether it is busy and how its messages read.
 */
export function ResourceForm<Values extends FieldValues>({ label, form, status, errorText, onCancel, children }: ResourceFormProps<Values>) {
  const { t } = useTranslation('resource-record');
  const { outcome, isSubmitting, isSaved, isLocked, submit } = status;
  return (
    <form noValidate aria-label={label} onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.tone === 'danger' ? outcome.title : undefined}>
          {outcome.text}
        </Alert>
      )}
      <FormProvider {...form}>
        <FormInputsProvider isBusy={isLocked} errorText={errorText}>
          {children}
        </FormInputsProvider>
      </FormProvider>
      <div className="flex justify-end gap-3">
        {onCancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" isPending={isSubmitting} isDisabled={isSaved}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
