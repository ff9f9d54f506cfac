import { useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { historyFieldLabel } from './historyFields';
import { PackageForm } from './PackageForm';
import { PACKAGES_PATH } from './paths';

/** /package-management/create and /edit/{PackageManagementId}: the page form, back to the packages 2 s after saving; a published package opens read-only. */
export function PackageEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('packages');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(PACKAGES_PATH), [navigate]);
  return (
    <ResourceRecordPage<storiesContract.VideoPackage>
      resource={storiesContract.videoPackages}
      idParam="PackageManagementId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: PACKAGES_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={historyFieldLabel(t)}
    >
      {(pack) =>
        pack && !storiesContract.isPackageEditable(pack) ? (
          <Navigate to={`${PACKAGES_PATH}/view/${pack.id}`} replace />
        ) : (
          <PackageForm key={pack?.id ?? 'new'} pack={pack} onDone={backToList} />
        )
      }
    </ResourceRecordPage>
  );
}
