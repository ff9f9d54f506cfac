import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useCan } from '@/entities/session';
import { errorText, fieldTexts, lessonsContract, UploadError, useFileUpload } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf } from '@/shared/lib/resource';
import { useSaveOutcome } from '@/shared/lib/save-outcome';
import { useUploadFailureText } from '@/shared/lib/upload-failure';
import { Button } from '@/shared/ui/button';
import { FormFooter } from '@/shared/ui/form-footer';
import { FormInputsProvider, NumberInput } from '@/shared/ui/form-inputs';
import { SortableList } from '@/shared/ui/sortable-list';
import { TextField } from '@/shared/ui/text-field';
import { showToast } from '@/shared/ui/toast';
import { saveLessons, SINGLE_LESSON_PATH, type SaveTarget } from '../api/saveLessons';
import { emptyLesson, type LessonFormValues } from '../model/draft';
import { lessonFormSchema } from '../model/schema';
import { LessonFormContext, useLessonForm, type LessonFormSettings } from './formContext';
import { LessonGroupCard } from './LessonGroupCard';

const { LESSON_MESSAGES, LESSON_LIMITS } = lessonsContract;
const specText = specTextOf('lesson', LESSON_MESSAGES);

export interface LessonPlace {
  course: string;
  part?: string | null;
  subPart?: string | null;
}

export interface LessonFormProps {
  target: SaveTarget;
  /** The course, part and sub-part the lessons hang on, shown locked. */
  place: LessonPlace;
  /** Lessons of BASIC courses have no attributes. */
  hasAttributes: boolean;
  defaultValues: LessonFormValues;
  /** In a tree, the saved lesson to show unfolded (the one whose Edit was chosen). */
  openLessonId?: number;
  /** Called 2 s after a successful save (the page goes back to the list). */
  onDone(): void;
  onCancel(): void;
}

/**
 * Writes lesson groups of a course, part or sub-part, each holding lessons of one of three types with
 * their own fields and attributes; groups and lessons are put in order by dragging or with the
 * keyboard. A refused save keeps the whole tree as typed and says why in a toast.
 */
export function LessonForm({ target, place, hasAttributes, defaultValues, openLessonId, onDone, onCancel }: LessonFormProps) {
  const { t } = useTranslation(['lessons', 'server-messages']);
  const can = useCan();
  const { isSaved, isLocked: isBusy, whileSaving, clear, succeeded } = useSaveOutcome(onDone);
  const thumbnails = useFileUpload('LESSON_IMAGE');
  const images = useFileUpload('LESSON_IMAGE_PRIVATE');
  const uploadFailure = useUploadFailureText();
  const form = useForm<LessonFormValues>({ resolver: zodResolver(lessonFormSchema), defaultValues });
  const { handleSubmit, formState, setError } = form;
  const isTree = target.kind !== 'lesson';

  const save = async (values: LessonFormValues) => {
    clear();
    try {
      const message = await saveLessons(target, values, { thumbnail: thumbnails.upload, image: images.upload });
      succeeded(specText(message) ?? t('saved'));
    } catch (error) {
      if (error instanceof UploadError) {
        showToast({ tone: 'danger', title: uploadFailure.of(error.step) });
        return;
      }
      const prefix = target.kind === 'lesson' ? SINGLE_LESSON_PATH : '';
      for (const [field, text] of Object.entries(fieldTexts(error))) {
        setError(`${prefix}${field}` as FieldPath<LessonFormValues>, { message: text });
      }
      showToast({ tone: 'danger', title: specText(LESSON_MESSAGES.saveFailed) ?? LESSON_MESSAGES.saveFailed, description: errorText(error) });
    }
  };

  const settings = useMemo<LessonFormSettings>(
    () => ({
      isBusy,
      hasAttributes,
      isTree,
      openLessonId,
      canRemoveSaved: can('LESSONS', 'delete'),
      progressOf: (file) => thumbnails.progressOf(file) ?? images.progressOf(file),
    }),
    [isBusy, hasAttributes, isTree, openLessonId, can, thumbnails, images],
  );

  return (
    <FormProvider {...form}>
      <FormInputsProvider errorText={specText} isBusy={isBusy}>
        <LessonFormContext.Provider value={settings}>
          <form
            noValidate
            aria-label={t(target.kind === 'add' ? 'form.addTitle' : 'form.editTitle')}
            onSubmit={(event) => void handleSubmit(whileSaving(save), () => showToast({ tone: 'danger', title: specText(LESSON_MESSAGES.saveFailed) ?? '' }))(event)}
            className="flex flex-col gap-6"
          >
            <div className="grid gap-4 rounded-card border border-border bg-surface p-4 sm:grid-cols-3">
              <TextField label={t('outline.course')} value={place.course} isReadOnly isRequired />
              {place.part != null && <TextField label={t('outline.part')} value={place.part} isReadOnly isRequired />}
              {place.subPart != null && <TextField label={t('outline.subPart')} value={place.subPart} isReadOnly isRequired />}
              {!isTree && <NumberInput<LessonFormValues> name="groupNumber" label={t('form.groupNumber')} minValue={1} maxValue={LESSON_LIMITS.groups} />}
            </div>
            <LessonGroups />
            <FormFooter onCancel={onCancel} isSubmitting={formState.isSubmitting} isSaved={isSaved} />
          </form>
        </LessonFormContext.Provider>
      </FormInputsProvider>
    </FormProvider>
  );
}

/** The groups in their order, each with its lessons; groups are added, removed and reordered here. */
function LessonGroups() {
  const { t, control, isBusy, isTree, canRemoveSaved, getValues } = useLessonForm();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lessonGroups' });
  // Each group's first lesson's name names it in the order list; watching only those keeps a keystroke
  // elsewhere from redrawing every group.
  const firstNames = useWatch({ control, name: fields.map((_, index) => `lessonGroups.${index}.lessons.0.name`) as FieldPath<LessonFormValues>[] }) as (
    | string
    | undefined
  )[];
  const firstName = (index: number) => firstNames[index] || t('form.untitled', { number: `${index + 1}.1` });
  return (
    <div className="flex flex-col gap-4">
      {isTree && fields.length > 1 && (
        <SortableList
          label={t('form.groupOrder')}
          items={fields.map((field, index) => ({ id: field.id, label: t('form.groupItem', { number: index + 1, name: firstName(index) }) }))}
          onMove={move}
          handleLabel={(item) => t('form.moveItem', { name: item.label })}
          isDisabled={isBusy}
        />
      )}
      {fields.map((field, index) => {
        const hasSaved = getValues(`lessonGroups.${index}.lessons`).some((lesson) => lesson.id != null);
        const removable = isTree && fields.length > 1 && (!hasSaved || canRemoveSaved);
        return <LessonGroupCard key={field.id} index={index} onRemove={removable ? () => remove(index) : undefined} />;
      })}
      {isTree && (
        <Button
          variant="secondary"
          className="self-start"
          isDisabled={isBusy || fields.length >= LESSON_LIMITS.groups}
          onPress={() => append({ lessons: [emptyLesson()] })}
        >
          {t('form.addGroup')}
        </Button>
      )}
    </div>
  );
}
