import { createContext, useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import type { CourseFormValues } from '../../model/schema';

/** True while the course is being saved or has been saved: every control is then disabled. */
export const BusyContext = createContext(false);

/** 0–100 while a chosen file goes up, otherwise undefined. */
export const UploadProgressContext = createContext<(file: File | null) => number | undefined>(() => undefined);

/** The course form's control, whether it is busy, and its catalogue (namespace `course-form`). */
export function useCourseForm() {
  const form = useFormContext<CourseFormValues>();
  const isBusy = useContext(BusyContext);
  const progressOf = useContext(UploadProgressContext);
  const { t } = useTranslation('course-form');
  /** A field's message: a catalogue key (with the field's limit), or the server's own words. */
  const message = (key: string | undefined, max?: number) => (key ? t(key, { max, defaultValue: key }) : undefined);
  return { ...form, isBusy, progressOf, t, message };
}
