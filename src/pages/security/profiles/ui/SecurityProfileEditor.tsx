import { useCallback, useMemo } from 'react';
import { useSession } from '@/entities/session';
import { useNavigate } from 'react-router-dom';
import { securityContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useResourceAccess } from '@/widgets/resource-list';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { pointsBeyond, type PermissionMap } from '@/shared/lib/permissions';
import { Alert } from '@/shared/ui/alert';
import { ALL } from '@/entities/security-bit';
import { grantedBy, heldBitsOf } from '../model/settings';
import { PermissionMatrix } from './PermissionMatrix';
import { SecurityProfileForm } from './SecurityProfileForm';
import { SECURITY_PROFILES_PATH } from './paths';

/** Every security point, for the matrix's rows and the points that can be added (the list allows up to 10,000). */
const ALL_POINTS = securityContract.securityPoints.listArgs({ pageno: 1, limitCount: 10_000, firstIndex: -2, keyword: '', sortField: 'securityPointId', descending: false }) as never;

/** Why the editor may only look at a profile, if they may: it is the administrators', or gives more than they hold. */
function lockOf(profile: securityContract.SecurityProfile, points: readonly securityContract.SecurityPoint[], permissions: PermissionMap) {
  if (profile.profileId === securityContract.ADMINISTRATORS_ID && permissions.SECURITY !== ALL) return 'administratorsOnly' as const;
  return pointsBeyond(grantedBy(points, profile.settings), permissions).length > 0 ? ('outranksYou' as const) : null;
}

/**
 * /security/profiles/create and /security/profiles/edit/{profileId}: the name and the permission
 * matrix, back to the list 2 s after saving; without the edit bit the matrix is shown read-only, with
 * the history of every change (each point from what to what).
 */
export function SecurityProfileEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('security-profiles');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(SECURITY_PROFILES_PATH), [navigate]);
  const allows = useResourceAccess(securityContract.securityProfiles);
  const isReadOnly = !isCreate && !allows('update');
  const points = useApi(securityContract.securityPoints.calls.list, ALL_POINTS);
  const pointList = useMemo(() => points.data?.content ?? [], [points.data]);
  const { profile: session } = useSession();
  const permissions = session?.securityPermissions;
  const held = useMemo(() => heldBitsOf(pointList, permissions ?? {}), [pointList, permissions]);
  // The matrix waits for the points' titles (a failed load still shows it, each point by its number).
  const isWaiting = points.data === undefined && points.error === undefined;
  return (
    <ResourceRecordPage<securityContract.SecurityProfile>
      resource={securityContract.securityProfiles}
      idParam="profileId"
      title={t(isCreate ? 'form.addTitle' : isReadOnly ? 'form.viewTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: SECURITY_PROFILES_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (field === 'profileName' ? t('form.profileName') : field)}
    >
      {(profile) => {
        // Nobody changes a profile giving more than they hold, nor the administrators' without ALL on SECURITY.
        const lockedBy = profile && !isReadOnly ? lockOf(profile, pointList, permissions ?? {}) : null;
        return isWaiting ? (
          <p role="status" className="text-sm text-ink-muted">
            {t('form.pointsLoading')}
          </p>
        ) : isReadOnly || lockedBy ? (
          profile && (
            <div className="flex flex-col gap-4">
              {lockedBy ? <Alert tone="info">{t(`form.${lockedBy}`)}</Alert> : <p className="text-sm text-ink-muted">{t('form.readOnly')}</p>}
              <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
                <dt className="font-medium text-ink-muted">{t('form.profileName')}</dt>
                <dd className="text-ink">{profile.profileName}</dd>
              </dl>
              <PermissionMatrix caption={t('form.permissions')} points={pointList} settings={profile.settings} isReadOnly />
            </div>
          )
        ) : (
          <SecurityProfileForm key={profile?.profileId ?? 'new'} profile={profile} points={pointList} held={held} onDone={backToList} />
        );
      }}
    </ResourceRecordPage>
  );
}
