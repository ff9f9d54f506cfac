import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { Link } from '@/shared/ui/link';

export interface Breadcrumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  href?: string;
}

export interface PageHeaderProps {
  /** The page's name, shown as its only h1. */
  title: string;
  /** Where the page sits, shown above the title; a crumb with an `href` is a link, and the last one is the current page. */
  breadcrumbs?: Breadcrumb[];
  /** A line under the title saying what the page is for. */
  description?: ReactNode;
  /** Buttons for the page, such as "Add Course"; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** Extra classes for the header, for placement only. */
  className?: string;
}

/** The top of every screen: where it sits, its title (the page's only h1) and its main actions. */
export function PageHeader({ title, breadcrumbs, description, actions, className }: PageHeaderProps) {
  const { t } = useTranslation('ui-feedback');
  return (
    <header className={cn('flex flex-col gap-2', className)}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label={t('breadcrumbs')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
            {breadcrumbs.map((crumb, index) => {
              const isLast = index === breadcrumbs.length - 1;
              return (
                <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                  {crumb.href && !isLast ? (
                    <Link href={crumb.href}>{crumb.label}</Link>
                  ) : (
                    <span aria-current={isLast ? 'page' : undefined}>{crumb.label}</span>
                  )}
                  {!isLast && (
                    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="1.6">
                      <path d="m6 3.5 4.5 4.5L6 12.5" />
                    </svg>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold text-ink">{title}</h1>
          {description ? <p className="text-ink-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
