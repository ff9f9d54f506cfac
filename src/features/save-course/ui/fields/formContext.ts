import { createContext, useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { useFormInputs } from '@/shared/ui/form-inputs';
import type { CourseFormValues } from '../../model/schema';

/** 0–100 while a chosen file goes up, otherwise undefined. */
export const UploadProgressContext = createContext<(file: File | null) => number | undefined>(() => undefined);

/** The course form's control, whether it is busy, and its catalogue (namespace `course-form`). */
export function useCourseForm() {
  const form = useFormContext<CourseFormValues>();
  const { isBusy, errorText } = useFormInputs();
  const progressOf = useContext(UploadProgressContext);
  const { t } = useTranslation('course-form');
  // A field's message: a key of this catalogue (given the field's limit), or the server's own words.
  return { ...form, isBusy, progressOf, t, message: errorText };
}
