import { useState } from 'react';
import { useSecurityGroupOptions } from '@/entities/user-account';
import { errorText, usersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceActions } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Select } from '@/shared/ui/select';
import { showToast } from '@/shared/ui/toast';

const { USER_MESSAGES, moveGroupBody } = usersContract;
const specText = specTextOf('user', USER_MESSAGES);

export interface MoveUserGroupDialogProps {
  /** The user to move; the dialog is open while it is set. */
  user: usersContract.User | null;
  onClose(): void;
}

/** Edit Security Group: pick another group; the user's next call already has its permissions. */
export function MoveUserGroupDialog({ user, onClose }: MoveUserGroupDialogProps) {
  return user && <OpenDialog key={user.userId} user={user} onClose={onClose} />;
}

function OpenDialog({ user, onClose }: { user: usersContract.User; onClose(): void }) {
  const { t } = useTranslation(['user-move-group', 'server-messages']);
  const groups = useSecurityGroupOptions(true);
  const { perform } = useResourceActions(usersContract.users);
  const [groupId, setGroupId] = useState<number | null>(user.groupId);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    const checked = moveGroupBody.safeParse({ groupId });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? USER_MESSAGES.groupRequired);
      return;
    }
    setInvalid(null);
    setRefusal(null);
    setIsSaving(true);
    try {
      const { message } = await perform('moveGroup', user.userId, { body: checked.data });
      showToast({ tone: 'success', title: message });
      onClose();
    } catch (error) {
      setRefusal(errorText(error) ?? '');
    } finally {
      setIsSaving(false);
    }
  };

  const items = (groups.data ?? []).map((group) => ({ id: group.groupId, label: group.title }));
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('title')}
      size="md"
      isKeyboardDismissDisabled={isSaving}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
            {t('cancel')}
          </Button>
          <Button onPress={() => void save()} isPending={isSaving} isDisabled={!groups.data}>
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p>{t('intro', { name: user.fullname, group: user.groupName })}</p>
        {refusal !== null && (
          <Alert tone="danger" title={t('failed')}>
            {refusal}
          </Alert>
        )}
        {groups.error && (
          <Alert tone="danger" title={t('groupsFailed')}>
            {errorText(groups.error)}
          </Alert>
        )}
        <Select<number>
          label={t('group')}
          items={items}
          selectedKey={groupId}
          onSelectionChange={(key) => {
            setGroupId(key);
            setInvalid(null);
          }}
          placeholder={groups.isLoading ? t('loadingGroups') : t('choose')}
          isRequired
          isDisabled={isSaving || !groups.data}
          errorMessage={specText(invalid ?? undefined)}
        />
        <p className="text-xs text-ink-muted">{t('safety')}</p>
      </div>
    </Dialog>
  );
}
