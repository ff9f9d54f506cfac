import { Controller } from 'react-hook-form';
import { usePlaylistTitles } from '@/entities/course';
import { errorText as apiErrorText } from '@/shared/api';
import { ComboBox } from '@/shared/ui/combobox';
import { NumberInput, useFormInputs } from '@/shared/ui/form-inputs';
import type { LessonFormValues } from '../model/draft';
import { useLessonForm, type LessonPath } from './formContext';

/** A video lesson: the video picked from the course playlist by title, and its length in hours and minutes. */
export function VideoBlock({ path }: { path: LessonPath }) {
  const { t, control, isBusy } = useLessonForm();
  const { errorText } = useFormInputs();
  const playlist = usePlaylistTitles();
  const items = (playlist.data?.content ?? []).map((video) => ({ id: video.id, label: video.title }));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Controller
        control={control}
        name={`${path}.content`}
        render={({ field, fieldState }) => (
          <div data-invalid={fieldState.error ? true : undefined}>
            <ComboBox<string>
              label={t('video.title')}
              items={items}
              name={field.name}
              selectedKey={field.value || null}
              onSelectionChange={(id) => field.onChange(id ?? '')}
              onBlur={field.onBlur}
              inputRef={field.ref}
              isLoading={playlist.isLoading}
              emptyText={t('video.none')}
              isRequired
              isDisabled={isBusy}
              errorMessage={errorText(fieldState.error?.message) ?? apiErrorText(playlist.error)}
            />
          </div>
        )}
      />
      <NumberInput<LessonFormValues> name={`${path}.durationHrs`} label={t('video.hours')} minValue={0} maxValue={99} isRequired />
      <NumberInput<LessonFormValues> name={`${path}.durationMins`} label={t('video.minutes')} minValue={0} maxValue={59} isRequired />
    </div>
  );
}
