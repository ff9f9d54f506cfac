import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useInstructorCandidates, useRefreshInstructors, type Instructor } from '@/entities/instructor';
import { errorText, fieldTexts, instructorsContract, UploadError, uploadsContract, useFileUpload } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useSaveOutcome } from '@/shared/lib/save-outcome';
import { useUploadFailureText } from '@/shared/lib/upload-failure';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { ComboBox } from '@/shared/ui/combobox';
import { FileDrop } from '@/shared/ui/file-drop';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import { saveInstructor } from '../api/saveInstructor';
import { emptyInstructorForm, instructorFormSchema, instructorToForm, type InstructorFormValues } from '../model/schema';
import { ExpertiseList } from './ExpertiseList';

const { INSTRUCTOR_LIMITS, INSTRUCTOR_MESSAGES } = instructorsContract;
const IMAGE_RULE = uploadsContract.UPLOAD_RULES.INSTRUCTOR_IMAGE;

export interface InstructorFormProps {
  /** The instructor being edited; without it the form adds one. */
  instructor?: Instructor;
  /** Called 2 s after a successful save (the page goes back to the list). */
  onDone(): void;
  onCancel(): void;
}

/**
 * Adds or edits an instructor: a member of the instructor group (whose name fills the read-only
 * Name), two descriptions, an image (required when adding) and a list of expertise.
 */
export function InstructorForm({ instructor, onDone, onCancel }: InstructorFormProps) {
  const { t } = useTranslation('instructors');
  const isCreate = !instructor;
  const candidates = useInstructorCandidates();
  const refreshInstructors = useRefreshInstructors();
  const { outcome, isSaved, clear, succeeded, failed } = useSaveOutcome(onDone);
  const { upload, progress } = useFileUpload('INSTRUCTOR_IMAGE');
  const uploadFailure = useUploadFailureText();
  const schema = useMemo(() => instructorFormSchema(isCreate), [isCreate]);
  const { control, handleSubmit, formState, setError } = useForm<InstructorFormValues>({
    resolver: zodResolver(schema),
    defaultValues: instructor ? instructorToForm(instructor) : emptyInstructorForm(),
  });
  const userId = useWatch({ control, name: 'userId' });
  const userItems = useMemo(
    () => (candidates.data?.content ?? []).map((user) => ({ id: user.userId, label: user.fullname })),
    [candidates.data],
  );
  const chosenName = userItems.find((item) => item.id === userId)?.label ?? (userId === instructor?.userId ? instructor.name : '');

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      await saveInstructor(instructor?.id ?? null, values, upload);
      void refreshInstructors();
      succeeded(t(isCreate ? 'saved.added' : 'saved.updated'));
    } catch (error) {
      if (error instanceof UploadError) {
        failed(t('failed.upload'), uploadFailure.of(error.step));
        return;
      }
      for (const [field, message] of Object.entries(fieldTexts(error))) {
        if (field === 'userId' || field === 'shortDescription' || field === 'longDescription') {
          setError(field as Path<InstructorFormValues>, { message });
        }
      }
      failed(t('failed.save'), errorText(error) || t('failed.unknown'));
    }
  });

  const isBusy = formState.isSubmitting || isSaved;
  return (
    <form
      noValidate
      aria-label={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-6 rounded-card border border-border bg-surface p-6"
    >
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.tone === 'danger' ? outcome.title : undefined}>
          {outcome.text}
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Controller
          control={control}
          name="userId"
          render={({ field, fieldState }) => (
            <ComboBox
              label={t('form.user')}
              items={userItems}
              isLoading={candidates.isLoading}
              emptyText={candidates.error ? t('form.usersFailed') : t('form.noUsers')}
              isRequired
              isDisabled={isBusy}
              name={field.name}
              selectedKey={field.value}
              onSelectionChange={(key) => field.onChange(key)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              isInvalid={Boolean(fieldState.error)}
              errorMessage={fieldState.error?.message && t(fieldState.error.message, { defaultValue: fieldState.error.message })}
              description={candidates.error ? t('form.usersFailed') : undefined}
            />
          )}
        />
        <TextField label={t('form.name')} value={chosenName} isReadOnly description={t('form.nameHint')} />
      </div>
      <Controller
        control={control}
        name="shortDescription"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('form.shortDescription')}
            rows={3}
            maxLength={INSTRUCTOR_LIMITS.shortDescription}
            showCounter
            isRequired
            isDisabled={isBusy}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isInvalid={Boolean(fieldState.error)}
            errorMessage={fieldState.error?.message && t(fieldState.error.message, { defaultValue: fieldState.error.message })}
          />
        )}
      />
      <Controller
        control={control}
        name="longDescription"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('form.longDescription')}
            rows={6}
            maxLength={INSTRUCTOR_LIMITS.longDescription}
            showCounter
            isRequired
            isDisabled={isBusy}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isInvalid={Boolean(fieldState.error)}
            errorMessage={fieldState.error?.message && t(fieldState.error.message, { defaultValue: fieldState.error.message })}
          />
        )}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <FileDrop
            label={t('form.image')}
            accept={[...IMAGE_RULE.mimeTypes]}
            maxBytes={IMAGE_RULE.maxBytes}
            tooLargeMessage={t('validation.imageTooLarge', { defaultValue: INSTRUCTOR_MESSAGES.imageTooLarge })}
            isRequired={isCreate}
            isDisabled={isBusy}
            value={instructor?.imageUrl ? { name: t('form.currentImage'), url: instructor.imageUrl, isImage: true } : null}
            onChange={field.onChange}
            progress={progress}
            errorMessage={fieldState.error?.message && t(fieldState.error.message)}
          />
        )}
      />
      <ExpertiseList control={control} isDisabled={isBusy} />
      <div className="flex flex-wrap gap-3 border-t border-border pt-4">
        <Button type="submit" isPending={formState.isSubmitting} isDisabled={isSaved}>
          {t('form.save')}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={formState.isSubmitting}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
