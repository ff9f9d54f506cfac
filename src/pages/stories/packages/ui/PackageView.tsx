import { storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { DetailItem } from '@/shared/ui/detail-item';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { useCountries } from '../model/useCountries';
import { historyFieldLabel } from './historyFields';
import { PACKAGES_PATH } from './paths';

/** /package-management/view/{PackageManagementId}: the package read-only, its totals and its videos by rank with their countries. */
export function PackageView() {
  const { t } = useTranslation('packages');
  const countries = useCountries();
  return (
    <ResourceRecordPage<storiesContract.VideoPackage>
      resource={storiesContract.videoPackages}
      idParam="PackageManagementId"
      title={t('view.title')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: PACKAGES_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={historyFieldLabel(t)}
    >
      {(pack) =>
        pack && (
          <div className="flex flex-col gap-6">
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailItem label={t('form.name')} isUserText>
                {pack.name}
              </DetailItem>
              <DetailItem label={t('form.publishedAt')}>
                <span dir="ltr">{pack.publishedAt}</span> {pack.isCurrent && <StatusBadge tone="success">{t('list.current')}</StatusBadge>}
              </DetailItem>
              <DetailItem label={t('list.totalVideos')}>{pack.totalVideos}</DetailItem>
              <DetailItem label={t('list.totalWatchTime')}>
                <span dir="ltr">{pack.formattedTotalWatchTime}</span>
              </DetailItem>
              <DetailItem label={t('list.totalLikes')}>{pack.totalLikes}</DetailItem>
              <DetailItem label={t('list.totalShares')}>{pack.totalShares}</DetailItem>
            </dl>
            <section aria-labelledby="package-view-videos" className="flex flex-col gap-2">
              <h2 id="package-view-videos" className="text-base font-semibold text-ink">
                {t('form.videos', { count: pack.videos.length })}
              </h2>
              <ol className="flex flex-col divide-y divide-border rounded-card border border-border">
                {pack.videos.map((video) => (
                  <li key={video.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
                    <span className="font-medium text-ink">{t('view.rank', { rank: video.videoRank })}</span>
                    <bdi className="text-ink">{video.title}</bdi>
                    <span className="text-sm text-ink-muted">{video.countries.map((country) => countries.nameOf(country.countryCode)).join(t('view.listSeparator'))}</span>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )
      }
    </ResourceRecordPage>
  );
}
