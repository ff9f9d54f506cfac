import { Link } from 'react-router-dom';
import type { RouteEntry } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';

export interface MenuLinkProps {
  entry: RouteEntry;
  isActive: boolean;
  onNavigate?: () => void;
}

export function MenuLink({ entry, isActive, onNavigate }: MenuLinkProps) {
  const { t } = useTranslation('shell');
  return (
    <li>
      <Link
        to={entry.path}
        aria-current={isActive ? 'page' : undefined}
        onClick={onNavigate}
        className={cn(
          'flex min-h-9 items-center rounded-control border-s-4 px-3 py-1.5 text-sm outline-none transition-colors',
          'focus-visible:ring-2 focus-visible:ring-focus',
          isActive
            ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
            : 'border-transparent text-ink-muted hover:bg-surface-sunken hover:text-ink',
        )}
      >
        {t(entry.labelKey)}
      </Link>
    </li>
  );
}
