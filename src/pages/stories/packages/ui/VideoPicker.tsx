import { useTranslation } from '@/shared/i18n';
import { ComboBox } from '@/shared/ui/combobox';
import { useFormInputs } from '@/shared/ui/form-inputs';
import { useVideoSearch } from '../model/useVideoSearch';

export interface VideoPickerProps {
  /** The videos already in the package: not offered again. */
  chosenIds: readonly number[];
  onChoose(video: { id: number; title: string }): void;
  errorMessage?: string;
}

/** 'Add a video': words of a title are searched on the server as they are typed; a choice joins the package and clears the box. */
export function VideoPicker({ chosenIds, onChoose, errorMessage }: VideoPickerProps) {
  const { t } = useTranslation('packages');
  const { isBusy, errorText } = useFormInputs();
  const search = useVideoSearch();
  const offered = search.videos.filter((video) => !chosenIds.includes(video.id));
  const choose = (id: number | null) => {
    const video = offered.find((candidate) => candidate.id === id);
    if (!video) return;
    onChoose(video);
    search.setText('');
  };
  return (
    <ComboBox<number>
      label={t('form.addVideo')}
      items={offered.map((video) => ({ id: video.id, label: video.title }))}
      selectedKey={null}
      inputValue={search.text}
      onInputChange={search.setText}
      onSelectionChange={choose}
      isLoading={search.isLoading}
      emptyText={t('form.noVideo')}
      placeholder={t('form.videoPlaceholder')}
      description={search.totalRecords > offered.length && search.text ? t('form.moreVideos', { count: search.totalRecords }) : t('form.videoHint')}
      isDisabled={isBusy}
      errorMessage={errorText(errorMessage)}
    />
  );
}
