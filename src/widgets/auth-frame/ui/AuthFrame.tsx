import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/features/switch-language';
import { useTranslation } from '@/shared/i18n';

export interface AuthFrameProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card, such as 'Back to login'. */
  footer?: ReactNode;
}

/**
 * The frame of the signed-out screens. On a desktop a brand panel sits beside the card; on a phone
 * the card fills the screen under a compact brand bar, with the fields large enough for thumbs.
 */
export function AuthFrame({ title, intro, children, footer }: AuthFrameProps) {
  const { t } = useTranslation('shell');
  const { t: tAuth } = useTranslation('auth');
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted lg:flex-row">
      <aside className="flex items-center justify-between gap-4 bg-brand-800 px-4 py-3 text-ink-inverse lg:w-2/5 lg:flex-col lg:items-start lg:justify-center lg:px-12 lg:py-12">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-semibold lg:text-3xl">{t('appName')}</p>
          <p className="hidden max-w-sm text-brand-50 lg:block">{tAuth('brand.tagline')}</p>
        </div>
      </aside>
      <main className="flex flex-1 flex-col">
        <div className="flex justify-end p-3 sm:p-4">
          <LanguageSwitch />
        </div>
        <div className="flex flex-1 items-start justify-center px-4 pb-8 sm:items-center">
          <section
            aria-labelledby="auth-title"
            className="flex w-full max-w-md flex-col gap-5 rounded-card border border-border bg-surface p-5 shadow-sm sm:p-8"
          >
            <header className="flex flex-col gap-1">
              <h1 id="auth-title" className="text-2xl font-semibold text-ink">
                {title}
              </h1>
              {intro ? <p className="text-ink-muted">{intro}</p> : null}
            </header>
            {children}
            {footer ? <div className="border-t border-border pt-4 text-sm">{footer}</div> : null}
          </section>
        </div>
      </main>
    </div>
  );
}
