import { storiesContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';

type Place = storiesContract.VideoPackagePlace;

/** A country's name in the panel's language. */
const countryName = (code: string, language: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
};

export interface AssignedPackagesDialogProps {
  /** The video whose packages are shown; null keeps the dialog closed. */
  video: storiesContract.Video | null;
  onClose(): void;
}

/** 'Assigned Packages': each package holding the video, newest first, with its rank and the countries it is shown in there. */
export function AssignedPackagesDialog({ video, onClose }: AssignedPackagesDialogProps) {
  const { t, i18n } = useTranslation('videos');
  const { numericDate } = useDateFormats();
  const places = useApi(storiesContract.videoPackagePlaces, video ? { params: { id: video.id } } : null);
  const columns: DataTableColumn<Place>[] = [
    { id: 'package', header: t('places.package'), cell: (place) => <span className="whitespace-nowrap">{place.packageName}</span>, isRowHeader: true, inCard: true },
    { id: 'published', header: t('places.published'), cell: (place) => numericDate(`${place.publishedAt}T12:00:00.000Z`), inCard: true },
    { id: 'rank', header: t('places.rank'), cell: (place) => place.videoRank, align: 'end', inCard: true },
    { id: 'countries', header: t('places.countries'), cell: (place) => place.countries.map((country) => countryName(country.countryCode, i18n.language)).join(i18n.language === 'ur' ? '، ' : ', ') },
  ];
  return (
    <Dialog
      isOpen={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('places.title')}
      size="lg"
      footer={<Button onPress={onClose}>{t('places.close')}</Button>}
    >
      <p className="mb-3 text-sm text-ink-muted">
        {t('list.videoLabel')}: <bdi>{video?.title}</bdi>
      </p>
      <DataTable
        label={t('places.tableLabel')}
        columns={columns}
        rows={places.data?.content ?? []}
        getRowId={(place) => place.packageId}
        getRowLabel={(place) => place.packageName}
        isLoading={places.isLoading}
        error={places.error}
        errorMessage={t('places.failed')}
        onRetry={() => void places.mutate()}
        emptyTitle={t('places.empty')}
      />
    </Dialog>
  );
}
