import { useId, useState } from 'react';
import { Controller, get, useFormState, useWatch } from 'react-hook-form';
import { lessonsContract } from '@/shared/api';
import { ChoiceInput, TextInput, useFormInputs } from '@/shared/ui/form-inputs';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { Select } from '@/shared/ui/select';
import { TrashIcon } from '@/shared/ui/trash-icon';
import { withType, type LessonFormValues } from '../model/draft';
import { AssignmentBlock } from './AssignmentBlock';
import { AttributeList } from './AttributeList';
import { useLessonForm, type LessonPath } from './formContext';
import { LessonImageDrop } from './LessonImageDrop';
import { LiveBlock } from './LiveBlock';
import { VideoBlock } from './VideoBlock';

const { FORM_LESSON_TYPES, LESSON_LIMITS } = lessonsContract;

export interface LessonCardProps {
  path: LessonPath;
  /** "2.3": the lesson's group and place, naming its fields for screen readers. */
  number: string;
  /** Folded cards show a one-line summary and mount their fields only when unfolded. */
  startsOpen: boolean;
  onRemove?(): void;
}

/**
 * One lesson. Unfolded: its names, dynamic content, type with the type's own block, thumbnail and
 * attributes. Folded: its name, type and number of attributes, with a button to unfold it. A folded
 * lesson whose values break a rule unfolds itself, so a refused save always shows where.
 */
export function LessonCard({ path, number, startsOpen, onRemove }: LessonCardProps) {
  const { t, control, isBusy } = useLessonForm();
  const [isOpenByChoice, setOpenByChoice] = useState(startsOpen);
  const { errors } = useFormState({ control, name: path });
  const hasError = get(errors, path) != null;
  // Unfolded by an error, a lesson stays unfolded once the error is mended, not folding under the typing.
  if (hasError && !isOpenByChoice) setOpenByChoice(true);
  const isOpen = isOpenByChoice || hasError;
  const fieldsId = useId();
  return (
    <li className="flex flex-col gap-4 rounded-card border border-border bg-surface-muted p-4" aria-label={t('form.lesson', { number })}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink">{t('form.lesson', { number })}</h3>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={isOpen ? fieldsId : undefined}
            onPress={() => setOpenByChoice(!isOpen)}
          >
            {t(isOpen ? 'form.foldLesson' : 'form.unfoldLesson', { number })}
          </Button>
          {onRemove && <IconButton label={t('form.removeLesson', { number })} icon={<TrashIcon />} variant="danger" size="sm" isDisabled={isBusy} onPress={onRemove} />}
        </div>
      </div>
      {isOpen ? <LessonFields id={fieldsId} path={path} number={number} /> : <LessonSummary path={path} />}
    </li>
  );
}

/** A folded lesson's line: what a reader needs to find it again. */
function LessonSummary({ path }: { path: LessonPath }) {
  const { t, control } = useLessonForm();
  const [name, type, attributes] = useWatch({ control, name: [`${path}.name`, `${path}.type`, `${path}.attributes`] });
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
      <span className="font-medium text-ink">{name || t('form.unnamed')}</span>
      {type && <span>{t(`types.${type}`)}</span>}
      <span>{t('form.attributeCount', { count: attributes?.length ?? 0 })}</span>
    </p>
  );
}

function LessonFields({ id, path, number }: { id: string; path: LessonPath; number: string }) {
  const { t, control, getValues, setValue, clearErrors, isBusy, hasAttributes, progressOf } = useLessonForm();
  const { errorText } = useFormInputs();
  const type = useWatch({ control, name: `${path}.type` });
  const thumbnailUrl = useWatch({ control, name: `${path}.thumbnailUrl` });
  return (
    <div id={id} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput<LessonFormValues> name={`${path}.name`} label={t('form.name')} maxLength={LESSON_LIMITS.name} isRequired showCounter={false} />
        <TextInput<LessonFormValues>
          name={`${path}.titleAr`}
          label={t('form.titleAr')}
          maxLength={LESSON_LIMITS.titleAr}
          dir="rtl"
          lang="ar"
          isRequired
          showCounter={false}
        />
        <Controller
          control={control}
          name={`${path}.type`}
          render={({ field, fieldState }) => (
            <div data-invalid={fieldState.error ? true : undefined}>
              <Select<lessonsContract.FormLessonType>
                label={t('form.type')}
                placeholder={t('form.typePlaceholder')}
                items={FORM_LESSON_TYPES.map((id) => ({ id, label: t(`types.${id}`) }))}
                selectedKey={field.value}
                // A new type starts its own fields afresh; names, image and attributes stay.
                onSelectionChange={(next) => {
                  if (next === field.value) return;
                  setValue(path, withType(getValues(path), next), { shouldDirty: true });
                  clearErrors(`${path}.type`);
                }}
                name={field.name}
                ref={field.ref}
                isRequired
                isDisabled={isBusy}
                errorMessage={errorText(fieldState.error?.message)}
              />
            </div>
          )}
        />
        <ChoiceInput<LessonFormValues>
          name={`${path}.isContentDynamic`}
          label={t('form.dynamic')}
          options={[
            { value: 'true', label: t('form.yes') },
            { value: 'false', label: t('form.no') },
          ]}
          isRequired
        />
      </div>
      {type === 'VIDEO_LEC' && <VideoBlock path={path} />}
      {type === 'LIVE_SESSION' && <LiveBlock path={path} />}
      {type === 'ASSIGNMENT' && <AssignmentBlock path={path} />}
      <Controller
        control={control}
        name={`${path}.thumbnail`}
        render={({ field, fieldState }) => (
          <LessonImageDrop
            kind="thumbnail"
            label={t('form.thumbnail')}
            current={thumbnailUrl ? { name: t('form.currentImage'), url: thumbnailUrl, isImage: true } : null}
            onChange={(file) => {
              field.onChange(file);
              // Removing the picture removes the stored one too.
              if (!file) setValue(`${path}.thumbnailPath`, null);
            }}
            progress={progressOf(field.value)}
            errorMessage={errorText(fieldState.error?.message)}
          />
        )}
      />
      {hasAttributes && <AttributeList path={path} lessonNumber={number} />}
    </div>
  );
}
