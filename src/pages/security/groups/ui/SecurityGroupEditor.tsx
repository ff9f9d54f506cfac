import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { securityContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useResourceAccess } from '@/widgets/resource-list';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { SecurityGroupForm } from './SecurityGroupForm';
import { SECURITY_GROUPS_PATH } from './paths';

const HISTORY_FIELDS: Record<string, string> = { title: 'form.title', notes: 'form.notes', profileId: 'form.profileId', profileName: 'form.profile' };

/**
 * /security/group/create and /security/group/edit/{SecurityGroupId}: the form, back to the list 2 s
 * after saving; without the edit bit the group is shown read-only, with its history.
 */
export function SecurityGroupEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('security-groups');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(SECURITY_GROUPS_PATH), [navigate]);
  const allows = useResourceAccess(securityContract.securityGroups);
  const isReadOnly = !isCreate && !allows('update');
  return (
    <ResourceRecordPage<securityContract.SecurityGroup>
      resource={securityContract.securityGroups}
      idParam="groupId"
      title={t(isCreate ? 'form.addTitle' : isReadOnly ? 'form.viewTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: SECURITY_GROUPS_PATH }]}
      notFoundMessage={t('form.notFound')}
      failedMessage={t('form.loadFailed')}
      fieldLabel={(field) => (HISTORY_FIELDS[field] ? t(HISTORY_FIELDS[field]) : field)}
    >
      {(group) =>
        isReadOnly ? (
          group && (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
              <dt className="font-medium text-ink-muted">{t('form.title')}</dt>
              <dd className="text-ink">{group.title}</dd>
              <dt className="font-medium text-ink-muted">{t('form.profile')}</dt>
              <dd className="text-ink">{group.profileName}</dd>
              <dt className="font-medium text-ink-muted">{t('form.notes')}</dt>
              <dd className="whitespace-pre-line text-ink">{group.notes}</dd>
            </dl>
          )
        ) : (
          <SecurityGroupForm key={group?.groupId ?? 'new'} group={group} onDone={backToList} />
        )
      }
    </ResourceRecordPage>
  );
}
