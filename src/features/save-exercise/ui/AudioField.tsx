import { Controller, type FieldPathByValue } from 'react-hook-form';
import { useFormInputs } from '@/shared/ui/form-inputs';
import { AudioPreview } from '@/shared/ui/audio-preview';
import { Button } from '@/shared/ui/button';
import { Select } from '@/shared/ui/select';
import type { AudioChoice, ExerciseFormValues } from '../model/draft';
import { useExerciseForm } from './formContext';

export interface AudioFieldProps {
  name: FieldPathByValue<ExerciseFormValues, AudioChoice | null>;
  label: string;
}

/**
 * One audio of an item: chosen from the course audio library, or recorded in the browser (stored as
 * AUDIO when the recording is used). Whatever is chosen can be played back, and cleared.
 */
export function AudioField({ name, label }: AudioFieldProps) {
  const { t, control, isBusy, library, renderRecorder } = useExerciseForm();
  const { errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as AudioChoice | null;
        const error = errorText(fieldState.error?.message);
        const chosen = library.items.find((item) => item.path === value?.key);
        return (
          <fieldset className="flex min-w-0 flex-col gap-3 rounded-control border border-border p-3" data-invalid={error ? true : undefined}>
            <legend className="px-1 text-sm font-medium text-ink">
              {label} <span aria-hidden="true">*</span>
            </legend>
            <div className="grid gap-3 md:grid-cols-2 md:items-end">
              <Select<number>
                label={t('audio.library')}
                placeholder={library.isLoading ? t('audio.libraryLoading') : t('audio.libraryPlaceholder')}
                items={library.items.map((item) => ({ id: item.id, label: item.title }))}
                selectedKey={chosen?.id ?? null}
                onSelectionChange={(id) => {
                  const item = library.items.find((entry) => entry.id === id);
                  if (item) field.onChange({ key: item.path, source: item.url, title: item.title });
                }}
                errorMessage={library.error}
                isDisabled={isBusy || library.isLoading}
              />
              <div className="flex min-w-0 flex-col gap-1">
                <span className="text-sm font-medium text-ink">{t('audio.record')}</span>
                {renderRecorder({ onRecorded: (audio) => field.onChange({ key: audio.key, source: audio.file, title: '' }) })}
              </div>
            </div>
            {value?.source && (
              <div className="flex min-w-0 flex-wrap items-center gap-3">
                <AudioPreview className="min-w-0 flex-1" source={value.source} label={t('audio.preview', { name: label })} />
                <Button size="sm" variant="secondary" isDisabled={isBusy} onPress={() => field.onChange(null)}>
                  {t('audio.clear')}
                </Button>
              </div>
            )}
            {value && (
              <p className="text-sm text-ink-muted">
                {chosen ? t('audio.fromLibrary', { title: chosen.title }) : value.source instanceof File ? t('audio.chosen') : t('audio.stored')}
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
