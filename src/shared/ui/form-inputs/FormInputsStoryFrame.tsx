import type { Decorator } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { FormInputsProvider } from './formInputsContext';

/** What an input's story asks of the form around it (story parameter `formInputs`). */
export interface FormInputsStoryParameters {
  /** The form's values at first. */
  values?: FieldValues;
  /** The field whose stored value is printed under it, so a play function can check it. */
  show?: string;
  /** A message set on a field, as a refused Save would. */
  error?: { name: string; message: string };
  /** Disables every input, as while the form is saved. */
  isBusy?: boolean;
}

/** A form around one input, for the inputs' stories. */
function FormInputsStoryFrame({ values, show, error, isBusy = false, children }: FormInputsStoryParameters & {
  /** The story: the input inside the form. */
  children: ReactNode;
}) {
  const form = useForm({ defaultValues: values });
  const { setError } = form;
  useEffect(() => {
    if (error) setError(error.name, { message: error.message });
  }, [error, setError]);
  return (
    <FormProvider {...form}>
      <FormInputsProvider isBusy={isBusy}>
        <div className="flex max-w-lg flex-col gap-3 p-4">
          {children}
          {show && <StoredValue name={show} />}
        </div>
      </FormInputsProvider>
    </FormProvider>
  );
}

function StoredValue({ name }: {
  /** The field whose stored value is printed. */
  name: string;
}) {
  const value: unknown = useWatch({ name });
  return (
    <output aria-label="Stored value" dir="ltr" className="text-start font-mono text-xs text-ink-muted">
      {JSON.stringify(value)}
    </output>
  );
}

/** The inputs' stories' decorator: the story inside a form. */
export const inForm: Decorator = (Story, { parameters }) => (
  <FormInputsStoryFrame {...((parameters.formInputs ?? {}) as FormInputsStoryParameters)}>
    <Story />
  </FormInputsStoryFrame>
);

/** The printed stored value of the `show` field. */
export const storedValue = (canvasElement: HTMLElement) => canvasElement.querySelector('output[aria-label="Stored value"]')?.textContent ?? '';
