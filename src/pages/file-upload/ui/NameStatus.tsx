import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { NameState } from '../model/useNameCheck';

interface NameStatusProps {
  state: NameState;
  /** Why the check failed, in the panel's language. */
  message?: string;
  onCheckAgain(): void;
}

/** What is known of the chosen name while it is checked: checking, free, or a check that failed. */
export function NameStatus({ state, message, onCheckAgain }: NameStatusProps) {
  const { t } = useTranslation('file-upload');
  if (state === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
        <span>
          {t('form.checkFailed')}
          {message ? `: ${message}` : ''}
        </span>
        <Button variant="secondary" size="sm" onPress={onCheckAgain}>
          {t('form.checkAgain')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="min-h-5 text-sm text-ink-muted">
      {state === 'checking' ? t('form.checking') : state === 'free' ? <span className="text-success-700">{t('form.free')}</span> : null}
    </p>
  );
}
