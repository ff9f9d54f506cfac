import type { Decorator } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormInputsProvider } from '@/shared/ui/form-inputs';
import { emptyCourseForm } from '../../model/defaults';
import type { CourseFormValues } from '../../model/schema';

/** What a field story asks of the form around it (story parameter `courseField`). */
export interface CourseFieldParameters {
  /** The field whose stored value is printed under it, so a play function can check it. */
  show?: FieldPath<CourseFormValues>;
  /** Values set over the empty form, e.g. a list row that an error can point at. */
  values?: Partial<CourseFormValues>;
  /** A message key set on a field, as a refused Save would. */
  error?: { name: FieldPath<CourseFormValues>; message: string };
  isBusy?: boolean;
}

/** An empty course form around one field, for the fields' stories. */
function CourseFieldFrame({ show, values, error, isBusy = false, children }: CourseFieldParameters & { children: ReactNode }) {
  const form = useForm<CourseFormValues>({ defaultValues: { ...emptyCourseForm(), ...values } });
  const { setError } = form;
  useEffect(() => {
    if (error) setError(error.name, { message: error.message });
  }, [error, setError]);
  return (
    <FormProvider {...form}>
      <FormInputsProvider namespace="course-form" isBusy={isBusy}>
        <div className="flex max-w-lg flex-col gap-3 p-4">
          {children}
          {show && <StoredValue name={show} />}
        </div>
      </FormInputsProvider>
    </FormProvider>
  );
}

function StoredValue({ name }: { name: FieldPath<CourseFormValues> }) {
  const value: unknown = useWatch<CourseFormValues>({ name });
  return (
    <output aria-label="Stored value" dir="ltr" className="text-start font-mono text-xs text-ink-muted">
      {JSON.stringify(value)}
    </output>
  );
}

/** The fields' stories' decorator: the story inside an empty course form. */
export const inCourseForm: Decorator = (Story, { parameters }) => (
  <CourseFieldFrame {...((parameters.courseField ?? {}) as CourseFieldParameters)}>
    <Story />
  </CourseFieldFrame>
);

/** The printed stored value of the `show` field. */
export const storedValue = (canvasElement: HTMLElement) => canvasElement.querySelector('output[aria-label="Stored value"]')?.textContent ?? '';
