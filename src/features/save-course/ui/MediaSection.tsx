import { Controller, useWatch } from 'react-hook-form';
import { usePlaylistTitles, type Course } from '@/entities/course';
import { ComboBox } from '@/shared/ui/combobox';
import { ChoiceInput } from './fields/courseInputs';
import { FileInput } from './fields/FileInput';
import { useCourseForm } from './fields/formContext';
import { FormSection } from './FormSection';

/**
 * The course image (required when adding), the thumbnail and its background, the intro video
 * picked from the playlist (not needed for BASIC courses) and the video's thumbnail.
 */
export function MediaSection({ course }: { course?: Course }) {
  const { control, isBusy, t, message } = useCourseForm();
  const type = useWatch({ control, name: 'type' });
  const playlist = usePlaylistTitles();
  const videos = (playlist.data?.content ?? []).map((video) => ({ id: video.id, label: video.title }));
  const saved = (url: string | null | undefined) => (url ? { name: t('fields.currentImage'), url, isImage: true } : null);
  return (
    <FormSection title={t('sections.media.title')} description={t('sections.media.description')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <FileInput name="image" label={t('fields.image')} kind="image" current={saved(course?.imageUrl)} isRequired={!course} />
        <FileInput
          name="thumbnail"
          label={t('fields.thumbnail')}
          kind="image"
          current={saved(course?.thumbnailUrl)}
          description={t('fields.thumbnailHint')}
        />
      </div>
      <ChoiceInput
        name="thumbnailBackground"
        label={t('fields.thumbnailBackground')}
        options={[
          { value: 'DARK', label: t('options.background.DARK') },
          { value: 'LIGHT', label: t('options.background.LIGHT') },
        ]}
        isRequired
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Controller
          control={control}
          name="introVideoId"
          render={({ field, fieldState }) => (
            <ComboBox
              label={t('fields.videoTitle')}
              items={videos}
              isLoading={playlist.isLoading}
              emptyText={playlist.error ? t('fields.playlistFailed') : t('fields.noVideos')}
              description={playlist.error ? t('fields.playlistFailed') : type === 'BASIC' ? t('fields.videoTitleBasic') : undefined}
              isRequired={type !== 'BASIC'}
              isDisabled={isBusy}
              name={field.name}
              selectedKey={field.value}
              onSelectionChange={(key) => field.onChange(key)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={message(fieldState.error?.message)}
            />
          )}
        />
        <FileInput
          name="videoThumbnail"
          label={t('fields.videoThumbnail')}
          kind="image"
          current={saved(course?.introVideoThumbnailUrl)}
        />
      </div>
    </FormSection>
  );
}
