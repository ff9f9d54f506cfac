import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';

export interface FormFooterProps {
  /** Leaves the form without saving: a dialog closes, a page goes back to where the user came from. */
  onCancel: () => void;
  /** The primary action's label; Save when omitted. */
  submitLabel?: string;
  /** Save pressed: the primary action waits and Cancel is held. */
  isSubmitting?: boolean;
  /** Saved: the primary action cannot be pressed again while the form is on its way out. */
  isSaved?: boolean;
  /** The primary action cannot be pressed yet (nothing loaded, a name still being checked). */
  isSubmitDisabled?: boolean;
}

/**
 * The end of every form, in dialogs and pages alike: Cancel, then the primary action that submits the
 * form, at the end of the line (the right in English, the left in Urdu, as the reading order mirrors).
 */
export function FormFooter({ onCancel, submitLabel, isSubmitting = false, isSaved = false, isSubmitDisabled = false }: FormFooterProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
        {t('cancel')}
      </Button>
      <Button type="submit" isPending={isSubmitting} isDisabled={isSaved || isSubmitDisabled}>
        {submitLabel ?? t('save')}
      </Button>
    </div>
  );
}
