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

interface BoundaryProps {
  /** The address shown; a new one clears the notice and tries the screen again. */
  pathname: string;
  children: ReactNode;
}

/** Catches what a screen throws and shows `RouteError` in its place until the address changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; pathname: string }> {
  state = { error: undefined as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
