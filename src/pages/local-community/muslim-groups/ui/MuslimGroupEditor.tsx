import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { MuslimGroupForm } from './MuslimGroupForm';
import { MUSLIM_GROUPS_PATH } from './paths';

const HISTORY_FIELDS: Record<string, string> = {
  name: 'form.name',
  slug: 'form.slug',
  groupImageKey: 'form.groupImage',
  profileImageKey: 'form.profileImage',
  localGroup: 'form.localGroup',
  latitude: 'form.latitude',
  longitude: 'form.longitude',
};

/** /local-community/muslim-groups/create and /edit/{muslimGroupsId}: the 'Add Group' form, back to the list 2 s after saving. */
export function MuslimGroupEditor() {
  const { t } = useTranslation('muslim-groups');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(MUSLIM_GROUPS_PATH), [navigate]);
  return (
    <ResourceRecordPage<siteContract.CommunityGroup>
      resource={siteContract.communityGroups}
      idParam="muslimGroupsId"
      title={t('form.title')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: MUSLIM_GROUPS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)}
    >
      {(group) => <MuslimGroupForm key={group?.groupId ?? 'new'} group={group} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
