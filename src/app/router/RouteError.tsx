import { Component, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';

/** The last resort of a screen: its code failed to load or it threw while rendering. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const detail = error instanceof Error ? error.message : undefined;
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

/** Catches what a screen throws and shows `RouteError` in its place; a new address starts afresh (give it a `key`). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
