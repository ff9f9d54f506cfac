import { Controller, type Control } from 'react-hook-form';
import { usePlaylistTitles } from '@/entities/course';
import { chaptersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ComboBox } from '@/shared/ui/combobox';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import type { ChapterFormValues } from '../model/schema';
import { useErrorText } from './useErrorText';

const { CHAPTER_LIMITS } = chaptersContract;

interface FieldsProps {
  control: Control<ChapterFormValues>;
  isBusy: boolean;
  /** The video title the chapter had, offered even if the playlist no longer holds it. */
  savedVideoTitle?: string;
}

/** The Arabic title (typed right to left), the English title, the video title from the playlist, and the description. */
export function ContentFields({ control, isBusy, savedVideoTitle }: FieldsProps) {
  const { t } = useTranslation('chapters');
  const errorText = useErrorText();
  const playlist = usePlaylistTitles();
  const titles = (playlist.data?.content ?? []).map((video) => video.title);
  if (savedVideoTitle && playlist.data && !titles.includes(savedVideoTitle)) titles.push(savedVideoTitle);

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Controller
        control={control}
        name="titleAr"
        render={({ field, fieldState }) => (
          <TextField
            label={t('form.titleAr')}
            dir="rtl"
            lang="ar"
            isRequired
            maxLength={CHAPTER_LIMITS.titleAr}
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
      <Controller
        control={control}
        name="titleEn"
        render={({ field, fieldState }) => (
          <TextField
            label={t('form.titleEn')}
            dir="ltr"
            lang="en"
            isRequired
            maxLength={CHAPTER_LIMITS.titleEn}
            showCounter
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
      <Controller
        control={control}
        name="videoTitle"
        render={({ field, fieldState }) => (
          <ComboBox<string>
            label={t('form.videoTitle')}
            placeholder={t('form.videoPlaceholder')}
            items={titles.map((title) => ({ id: title, label: title }))}
            isLoading={playlist.isLoading}
            isRequired
            isDisabled={isBusy}
            name={field.name}
            selectedKey={field.value}
            onSelectionChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            className="sm:col-span-2"
            errorMessage={errorText(fieldState.error?.message) ?? (playlist.error ? t('form.videosFailed') : undefined)}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('form.description')}
            rows={3}
            maxLength={CHAPTER_LIMITS.description}
            showCounter
            isRequired
            isDisabled={isBusy}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            className="sm:col-span-2"
            errorMessage={errorText(fieldState.error?.message)}
          />
        )}
      />
    </div>
  );
}
