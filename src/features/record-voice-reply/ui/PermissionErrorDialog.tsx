import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';

export interface PermissionErrorDialogProps {
  isOpen: boolean;
  onClose(): void;
}

/** Shown when the browser refuses the microphone: says what happened and how to allow it. */
export function PermissionErrorDialog({ isOpen, onClose }: PermissionErrorDialogProps) {
  const { t } = useTranslation('voice-reply');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('permission.title')}
      role="alertdialog"
      size="sm"
      footer={<Button onPress={onClose}>{t('permission.ok')}</Button>}
    >
      <div className="flex flex-col gap-3">
        <p>{t('permission.intro')}</p>
        <p className="font-medium">{t('permission.stepsTitle')}</p>
        <ol className="flex list-decimal flex-col gap-1 ps-5">
          <li>{t('permission.step1')}</li>
          <li>{t('permission.step2')}</li>
          <li>{t('permission.step3')}</li>
        </ol>
      </div>
    </Dialog>
  );
}
