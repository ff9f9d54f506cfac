import { useState } from 'react';
import { errorText, usersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceActions } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextArea } from '@/shared/ui/text-area';
import { showToast } from '@/shared/ui/toast';

const { USER_LIMITS, USER_MESSAGES, banBody } = usersContract;
const specText = specTextOf('user', USER_MESSAGES);

export interface BanUserDialogProps {
  /** The user to ban; the dialog is open while it is set. */
  user: usersContract.User | null;
  onClose(): void;
}

/** Ban User: a reason is required ('Please enter a reason to ban'); the server's words on success, or its reason for refusing. */
export function BanUserDialog({ user, onClose }: BanUserDialogProps) {
  const { t } = useTranslation(['user-ban', 'server-messages']);
  const { perform } = useResourceActions(usersContract.users);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setReason('');
    setInvalid(null);
    setRefusal(null);
    onClose();
  };

  const ban = async () => {
    if (!user) return;
    const checked = banBody.safeParse({ reason });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? USER_MESSAGES.banReason);
      return;
    }
    setInvalid(null);
    setRefusal(null);
    setIsSaving(true);
    try {
      const { message } = await perform('ban', user.userId, { body: checked.data });
      showToast({ tone: 'success', title: message });
      close();
    } catch (error) {
      setRefusal(errorText(error) ?? '');
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={user !== null}
      onOpenChange={(open) => !open && close()}
      title={t('title')}
      size="md"
      isKeyboardDismissDisabled={isSaving}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSaving}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onPress={() => void ban()} isPending={isSaving}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p>{t('intro', { name: user?.fullname ?? '', email: user?.username ?? '' })}</p>
        {refusal !== null && (
          <Alert tone="danger" title={t('failed')}>
            {refusal}
          </Alert>
        )}
        <TextArea
          label={t('reason')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setInvalid(null);
          }}
          rows={3}
          maxLength={USER_LIMITS.reason}
          isRequired
          isDisabled={isSaving}
          errorMessage={specText(invalid ?? undefined)}
          dir="auto"
        />
        <p className="text-xs text-ink-muted">{t('safety')}</p>
      </div>
    </Dialog>
  );
}
