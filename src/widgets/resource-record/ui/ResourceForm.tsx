import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { ResourceFormStatus } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';

export interface ResourceFormProps {
  /** The form's accessible name: its title ('Add Tag'). */
  label: string;
  /** From `useResourceForm`. */
  status: ResourceFormStatus;
  /** A dialog's Cancel; a page form has none. */
  onCancel?(): void;
  /** The fields. */
  children: ReactNode;
}

/** The frame of a resource's form: the outcome of the last Save above the fields, Cancel and Save below them. */
export function ResourceForm({ label, status, onCancel, children }: ResourceFormProps) {
  const { t } = useTranslation('resource-record');
  const { outcome, isSubmitting, isSaved, submit } = status;
  return (
    <form noValidate aria-label={label} onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.tone === 'danger' ? outcome.title : undefined}>
          {outcome.text}
        </Alert>
      )}
      {children}
      <div className="flex justify-end gap-3">
        {onCancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" isPending={isSubmitting} isDisabled={isSaved}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
