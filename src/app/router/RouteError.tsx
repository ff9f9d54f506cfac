import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';

/** The last resort of a route: a screen's code failed to load or threw while rendering. */
export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  return (
    <div role="alert" className="mx-auto my-16 flex max-w-lg flex-col items-start gap-3 rounded-card border border-border bg-surface p-6">
      <h1 className="text-lg font-semibold text-ink">{t('error.title')}</h1>
      {detail && <p className="text-sm text-ink-muted">{detail}</p>}
      <Button variant="secondary" onPress={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  );
}
