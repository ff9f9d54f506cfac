import { Controller, type Control } from 'react-hook-form';
import { CoursePicker } from '@/entities/course';
import { chaptersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { NumberField } from '@/shared/ui/number-field';
import { Select } from '@/shared/ui/select';
import { ACCESS_OPTIONS, type ChapterFormValues } from '../model/schema';
import { useErrorText } from './useErrorText';

const { CHAPTER_LIMITS, CHAPTER_TYPES, ARABIC_SIGN_IDS } = chaptersContract;
/** The Arabic sign picker's key for "no sign". */
const NO_SIGN = 0;

interface FieldsProps {
  control: Control<ChapterFormValues>;
  isBusy: boolean;
}

/** Course, Course Access, Lesson Count, Duration, Type and the optional Arabic sign. */
export function SettingsFields({ control, isBusy }: FieldsProps) {
  const { t } = useTranslation('chapters');
  const errorText = useErrorText();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Controller
        control={control}
        name="courseId"
        render={({ field, fieldState }) => (
          <CoursePicker
            label={t('course.label')}
            placeholder={t('course.placeholder')}
            isRequired
            isDisabled={isBusy}
            name={field.name}
            selectedKey={field.value}
            onSelectionChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={errorText(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="access"
        render={({ field, fieldState }) => (
          <Select
            label={t('form.access')}
            placeholder={t('form.accessPlaceholder')}
            items={ACCESS_OPTIONS.map((id) => ({ id, label: t(`access.${id}`) }))}
            isRequired
            isDisabled={isBusy}
            name={field.name}
            selectedKey={field.value}
            onSelectionChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            errorMessage={errorText(fieldState.error?.message)}
          />
        )}
      />
      {(['lessonCount', 'duration'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <NumberField
              label={t(`form.${name}`)}
              isRequired
              minValue={1}
              maxValue={name === 'lessonCount' ? CHAPTER_LIMITS.maxLessonCount : CHAPTER_LIMITS.maxDuration}
              formatOptions={{ maximumFractionDigits: 0 }}
              isDisabled={isBusy}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={errorText(fieldState.error?.message)}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <Select
            label={t('form.type')}
            placeholder={t('form.typePlaceholder')}
            items={CHAPTER_TYPES.map((id) => ({ id, label: t(`types.${id}`) }))}
            isRequired
            isDisabled={isBusy}
            name={field.name}
            selectedKey={field.value}
            onSelectionChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            errorMessage={errorText(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="arabicSignId"
        render={({ field }) => (
          <Select<number>
            label={t('form.arabicSign')}
            description={t('form.arabicSignHint')}
            items={[NO_SIGN, ...ARABIC_SIGN_IDS].map((id) => ({ id, label: t(`arabicSigns.${id === NO_SIGN ? 'none' : id}`) }))}
            isDisabled={isBusy}
            name={field.name}
            selectedKey={field.value ?? NO_SIGN}
            onSelectionChange={(key) => field.onChange(key === NO_SIGN ? null : key)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </div>
  );
}
