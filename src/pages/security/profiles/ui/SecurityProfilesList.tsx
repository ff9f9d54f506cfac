import { useNavigate } from 'react-router-dom';
import { securityContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { SECURITY_PROFILES_PATH } from './paths';

type SecurityProfile = securityContract.SecurityProfile;
const { securityProfiles, ALL_BITS } = securityContract;

/** /security/profiles: search, pages of 25, Add and Edit on their own pages; View opens the edit page read-only. No delete (the spec has none). */
export function SecurityProfilesList() {
  const { t } = useTranslation('security-profiles');
  const allows = useResourceAccess(securityProfiles);
  const navigate = useNavigate();
  const open = (profile: SecurityProfile) => void navigate(`${SECURITY_PROFILES_PATH}/edit/${profile.profileId}`);

  const columns: DataTableColumn<SecurityProfile>[] = [
    { id: 'profileName', header: t('list.profileName'), cell: (profile) => profile.profileName, isRowHeader: true, isUserText: true },
    { id: 'points', header: t('list.points'), cell: (profile) => profile.settings.filter((setting) => setting.permission > 0).length, width: 160 },
    { id: 'all', header: t('list.allPoints'), cell: (profile) => profile.settings.filter((setting) => setting.permission === ALL_BITS).length, width: 160 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${SECURITY_PROFILES_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<SecurityProfile>
        resource={securityProfiles}
        label={t('title')}
        columns={columns}
        getRowLabel={(profile) => profile.profileName}
        onView={allows('update') ? undefined : open}
        onEdit={open}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
      />
    </div>
  );
}
