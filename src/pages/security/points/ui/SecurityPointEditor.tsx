import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { BitsText } from '@/entities/security-bit';
import { securityContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useResourceAccess } from '@/widgets/resource-list';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { SecurityPointForm } from './SecurityPointForm';
import { SECURITY_POINTS_PATH } from './paths';

const HISTORY_FIELDS = ['title', 'bitSettings'];

/**
 * /security/points/create and /security/points/edit/{SecurityPointId}: the form, back to the list 2 s
 * after saving; without the edit bit the point is shown read-only, with its history.
 */
export function SecurityPointEditor({ isCreate }: { isCreate: boolean }) {
  // The bits' words come with the page's, before the point and its form are shown.
  const { t } = useTranslation(['security-points', 'security-bits']);
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(SECURITY_POINTS_PATH), [navigate]);
  const allows = useResourceAccess(securityContract.securityPoints);
  const isReadOnly = !isCreate && !allows('update');
  return (
    <ResourceRecordPage<securityContract.SecurityPoint>
      resource={securityContract.securityPoints}
      idParam="securityPointId"
      title={t(isCreate ? 'form.addTitle' : isReadOnly ? 'form.viewTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: SECURITY_POINTS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS.includes(field) ? t(`form.${field}`) : field)}
    >
      {(point) =>
        isReadOnly ? (
          point && (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
              <dt className="font-medium text-ink-muted">{t('form.title')}</dt>
              <dd className="text-ink">{point.title}</dd>
              <dt className="font-medium text-ink-muted">{t('form.bitSettings')}</dt>
              <dd className="text-ink">
                <BitsText value={point.bitSettings} />
              </dd>
            </dl>
          )
        ) : (
          <SecurityPointForm key={point?.securityPointId ?? 'new'} point={point} onDone={backToList} />
        )
      }
    </ResourceRecordPage>
  );
}

