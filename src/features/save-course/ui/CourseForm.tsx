import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useRevalidateCourses, type Course } from '@/entities/course';
import { errorText, fieldTexts, UploadError, useFileUpload } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useSaveOutcome } from '@/shared/lib/save-outcome';
import { useUploadFailureText } from '@/shared/lib/upload-failure';
import { Alert } from '@/shared/ui/alert';
import { FormFooter } from '@/shared/ui/form-footer';
import { FormInputsProvider } from '@/shared/ui/form-inputs';
import { CourseNotSavedError, saveCourse } from '../api/saveCourse';
import { focusFirstInvalid } from '../lib/focusFirstInvalid';
import { courseToForm, emptyCourseForm } from '../model/defaults';
import { courseFormSchema, type CourseFormValues } from '../model/schema';
import { formFieldOf } from '../model/serverFields';
import { BasicsSection } from './BasicsSection';
import { ExternalContentSection } from './ExternalContentSection';
import { UploadProgressContext } from './fields/formContext';
import { InstructorsSection } from './InstructorsSection';
import { LinksSection } from './LinksSection';
import { MediaSection } from './MediaSection';
import { OutcomesSection } from './OutcomesSection';
import { PartsSection } from './PartsSection';
import { PricingSection } from './PricingSection';
import { ScheduleSection } from './ScheduleSection';
import { TestimonialsSection } from './TestimonialsSection';
import { TextsSection } from './TextsSection';

export interface CourseFormProps {
  /** The course being edited; without it the form adds one. */
  course?: Course;
  /** Called 2 s after a successful save (the page goes back to the list). */
  onDone(): void;
  onCancel(): void;
}

/**
 * Adds or edits a course: every part the spec lists, grouped in sections under headings. A failed
 * Save moves focus to the first field that needs fixing; a refused save keeps everything typed.
 */
export function CourseForm({ course, onDone, onCancel }: CourseFormProps) {
  const { t } = useTranslation('course-form');
  const isCreate = !course;
  const formRef = useRef<HTMLFormElement>(null);
  const revalidateCourses = useRevalidateCourses();
  const { outcome, isSaved, isLocked: isBusy, whileSaving, clear, succeeded, failed } = useSaveOutcome(onDone);
  const images = useFileUpload('COURSE_IMAGE');
  const assets = useFileUpload('COURSE_EXTERNAL_ASSETS');
  const uploadFailure = useUploadFailureText();
  const schema = useMemo(() => courseFormSchema(isCreate), [isCreate]);
  const form = useForm<CourseFormValues>({
    resolver: zodResolver(schema),
    defaultValues: course ? courseToForm(course) : emptyCourseForm(),
    // Focus follows the order on screen, which the form's own registration order does not always match.
    shouldFocusError: false,
  });
  const { handleSubmit, formState, setError, getValues } = form;

  // After every refused Save, the first invalid field (in reading order) gets focus.
  useEffect(() => {
    if (formState.submitCount > 0 && !formState.isSubmitSuccessful) focusFirstInvalid(formRef.current);
  }, [formState.submitCount, formState.isSubmitSuccessful]);

  const showServerFields = (error: unknown) => {
    const fields = fieldTexts(error);
    for (const [serverField, text] of Object.entries(fields)) {
      const field = formFieldOf(serverField, getValues());
      if (field) setError(field, { message: text });
    }
    if (Object.keys(fields).length > 0) window.setTimeout(() => focusFirstInvalid(formRef.current));
  };

  const save = async (values: CourseFormValues) => {
    clear();
    try {
      await saveCourse(course, values, { image: images.upload, asset: assets.upload });
      void revalidateCourses();
      succeeded(t(isCreate ? 'saved.added' : 'saved.updated'));
    } catch (error) {
      if (error instanceof UploadError) {
        failed(t('failed.upload'), uploadFailure.of(error.step));
        return;
      }
      showServerFields(error);
      const fallback = error instanceof CourseNotSavedError ? t(isCreate ? 'failed.create' : 'failed.update') : t('failed.submit');
      failed(t('failed.title'), errorText(error) || fallback);
    }
  };

  const progressOf = (file: File | null) => images.progressOf(file) ?? assets.progressOf(file);
  return (
    <FormProvider {...form}>
      <FormInputsProvider namespace="course-form" isBusy={isBusy}>
        <UploadProgressContext.Provider value={progressOf}>
          <form
            ref={formRef}
            noValidate
            aria-label={t(isCreate ? 'title.add' : 'title.edit')}
            onSubmit={(event) => void handleSubmit(whileSaving(save))(event)}
            className="flex flex-col gap-6"
          >
            <p className="text-sm text-ink-muted">{t('requiredHint')}</p>
            <BasicsSection />
            <TextsSection />
            <PricingSection />
            <PartsSection />
            <TestimonialsSection />
            <LinksSection />
            <ScheduleSection />
            <MediaSection course={course} />
            <OutcomesSection />
            <ExternalContentSection />
            <InstructorsSection />
            <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4">
              {outcome && (
                <Alert tone="danger" title={outcome.title}>
                  {outcome.text}
                </Alert>
              )}
              <FormFooter onCancel={onCancel} isSubmitting={formState.isSubmitting} isSaved={isSaved} />
            </div>
          </form>
        </UploadProgressContext.Provider>
      </FormInputsProvider>
    </FormProvider>
  );
}
