import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useGoBack } from '@/shared/lib/navigation';
import type { ResourceFormStatus } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { FormFooter } from '@/shared/ui/form-footer';
import { FormInputsProvider } from '@/shared/ui/form-inputs';

export interface ResourceFormProps<Values extends FieldValues> {
  /** The form's accessible name: its title ('Add Tag'). */
  label: string;
  /** From `useResourceForm`. */
  form: UseFormReturn<Values>;
  status: ResourceFormStatus;
  /** The fields' messages in the panel's language (`specTextOf`). */
  errorText(message: string | undefined): string | undefined;
  /** A dialog's Cancel (closing it); a page form's goes back to where the user came from. */
  onCancel?(): void;
  /** The main button's words where the spec names them (an edit's 'Update'); 'Save' otherwise. */
  submitLabel?: string;
  /** The fields (`TextInput` and the other form inputs of `shared/ui/form-inputs`). */
  children: ReactNode;
}

/**
 * The frame of a resource's form: the outcome of the last Save above the fields, the form footer (Cancel,
 * then Save) below them; the fields inside find the form, whether it is busy and how its messages read.
 */
export function ResourceForm<Values extends FieldValues>({ label, form, status, errorText, onCancel, submitLabel, children }: ResourceFormProps<Values>) {
  const goBack = useGoBack();
  const { outcome, isSubmitting, isSaved, isLocked, submit } = status;
  return (
    <form noValidate aria-label={label} onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {outcome && (
        <Alert tone="danger" title={outcome.title}>
          {outcome.text}
        </Alert>
      )}
      <FormProvider {...form}>
        <FormInputsProvider isBusy={isLocked} errorText={errorText}>
          {children}
        </FormInputsProvider>
      </FormProvider>
      <FormFooter onCancel={onCancel ?? goBack} submitLabel={submitLabel} isSubmitting={isSubmitting} isSaved={isSaved} />
    </form>
  );
}
