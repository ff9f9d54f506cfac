import { useTranslation } from '@/shared/i18n';

/** Shown while a screen's code arrives. */
export function RouteFallback() {
  const { t } = useTranslation('shell');
  return (
    <div role="status" className="flex min-h-40 items-center justify-center gap-3 text-ink-muted">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-current border-e-transparent" />
      {t('loading')}
    </div>
  );
}
