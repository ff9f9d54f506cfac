import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { errorText, exercisesContract, fieldTexts, UploadError, useFileUpload } from '@/shared/api';
import { specTextOf } from '@/shared/lib/resource';
import { useSaveOutcome } from '@/shared/lib/save-outcome';
import { useUploadFailureText } from '@/shared/lib/upload-failure';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FormFooter } from '@/shared/ui/form-footer';
import { FormInputsProvider, TextInput } from '@/shared/ui/form-inputs';
import { TextField } from '@/shared/ui/text-field';
import { useTranslation } from '@/shared/i18n';
import { saveExercise, type ExerciseTarget } from '../api/saveExercise';
import { useAudioLibrary } from '../api/useAudioLibrary';
import { emptyItem, type ExerciseFormValues } from '../model/draft';
import { exerciseFormSchema } from '../model/schema';
import { ExerciseFormContext, useExerciseForm, type ExerciseFormSettings, type RenderRecorder } from './formContext';
import { ExerciseItemCard } from './ExerciseItemCard';

const { EXERCISE_MESSAGES: M, EXERCISE_LIMITS: L } = exercisesContract;
const specText = specTextOf('exercise', M);

export interface ExercisePlace {
  course: string;
  part?: string | null;
  subPart?: string | null;
}

export interface ExerciseFormProps {
  target: ExerciseTarget;
  /** The course, part and sub-part the exercise hangs on, shown locked. */
  place: ExercisePlace;
  defaultValues: ExerciseFormValues;
  /** The browser recorder, composed by the page. */
  renderRecorder: RenderRecorder;
  /** Called 2 s after a successful save (the page goes back to the list). */
  onDone(): void;
  onCancel(): void;
}

/**
 * An exercise: its name and items, each showing a text, pictures or nothing, with up to three ways of
 * answering (text choices, voice choices, a recording to repeat). A refused save keeps everything as
 * typed and shows the server's words; a failed picture upload shows the spec's upload words.
 */
export function ExerciseForm({ target, place, defaultValues, renderRecorder, onDone, onCancel }: ExerciseFormProps) {
  const { t } = useTranslation(['exercises', 'server-messages']);
  const { outcome, isSaved, isLocked: isBusy, whileSaving, clear, succeeded, failed } = useSaveOutcome(onDone);
  const images = useFileUpload('LESSON_IMAGE');
  const uploadFailure = useUploadFailureText();
  const library = useAudioLibrary();
  const form = useForm<ExerciseFormValues>({ resolver: zodResolver(exerciseFormSchema), defaultValues });
  const { handleSubmit, formState, setError } = form;

  const save = async (values: ExerciseFormValues) => {
    clear();
    try {
      const message = await saveExercise(target, values, images.upload);
      succeeded(specText(message) ?? t('form.saved'));
    } catch (error) {
      if (error instanceof UploadError) {
        // Exercise uploads show the S3 words, whichever step failed (spec §8).
        failed(uploadFailure.title, uploadFailure.of('transfer'));
        return;
      }
      for (const [field, text] of Object.entries(fieldTexts(error))) setError(field as FieldPath<ExerciseFormValues>, { message: text });
      failed(specText(M.saveFailed) ?? M.saveFailed, specText(errorText(error)) ?? errorText(error) ?? '');
    }
  };

  const settings = useMemo<ExerciseFormSettings>(
    () => ({ isBusy, renderRecorder, library, progressOf: images.progressOf }),
    [isBusy, renderRecorder, library, images.progressOf],
  );

  return (
    <FormProvider {...form}>
      <FormInputsProvider errorText={specText} isBusy={isBusy}>
        <ExerciseFormContext.Provider value={settings}>
          <form
            noValidate
            aria-label={t(target.kind === 'add' ? 'form.addTitle' : 'form.editTitle')}
            onSubmit={(event) => void handleSubmit(whileSaving(save))(event)}
            className="flex flex-col gap-6"
          >
            <div className="grid gap-4 rounded-card border border-border bg-surface p-4 sm:grid-cols-3">
              <TextField label={t('outline.course')} value={place.course} isReadOnly isRequired />
              {place.part != null && <TextField label={t('outline.part')} value={place.part} isReadOnly isRequired />}
              {place.subPart != null && <TextField label={t('outline.subPart')} value={place.subPart} isReadOnly isRequired />}
              <TextInput<ExerciseFormValues> className="sm:col-span-3" name="name" label={t('form.name')} maxLength={L.name} isRequired />
            </div>
            <ExerciseItems />
            <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4">
              {outcome && (
                <Alert tone="danger" title={outcome.title}>
                  {outcome.text}
                </Alert>
              )}
              <FormFooter onCancel={onCancel} isSubmitting={formState.isSubmitting} isSaved={isSaved} />
            </div>
          </form>
        </ExerciseFormContext.Provider>
      </FormInputsProvider>
    </FormProvider>
  );
}

function ExerciseItems() {
  const { t, control, isBusy } = useExerciseForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'content' });
  return (
    <div className="flex flex-col gap-4">
      {fields.map((field, index) => (
        <ExerciseItemCard key={field.id} index={index} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
      ))}
      <Button variant="secondary" className="self-start" isDisabled={isBusy || fields.length >= L.items} onPress={() => append(emptyItem())}>
        {t('form.addItem')}
      </Button>
    </div>
  );
}
