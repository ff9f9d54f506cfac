import { usePlaylistTitles } from '@/entities/course';
import { batchesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ComboBoxInput, NumberInput } from '@/shared/ui/form-inputs';
import type { EntryPath, Values } from './formPaths';

const { BATCH_LIMITS } = batchesContract;

/** A video lesson in the batch: the video by its title in the playlist, and its length in hours and minutes. */
export function VideoFields({ path }: { path: EntryPath }) {
  const { t } = useTranslation('batch-contents');
  const playlist = usePlaylistTitles();
  const items = (playlist.data?.content ?? []).map((video) => ({ id: video.id, label: video.title }));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <ComboBoxInput<string, Values>
        name={`${path}.videoTitle`}
        label={t('video.title')}
        items={items}
        isLoading={playlist.isLoading}
        emptyText={t('video.none')}
        isRequired
      />
      <NumberInput<Values> name={`${path}.durationHours`} label={t('video.hours')} minValue={0} maxValue={BATCH_LIMITS.maxHours} isRequired />
      <NumberInput<Values> name={`${path}.durationMinutes`} label={t('video.minutes')} minValue={0} maxValue={BATCH_LIMITS.maxMinutes} isRequired />
    </div>
  );
}
