import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/features/switch-language';
import { useTranslation } from '@/shared/i18n';
import { isProfileMenuHidden } from '@/shared/lib/permissions';
import { IconButton } from '@/shared/ui/icon-button';
import { AccountMenu } from './AccountMenu';
import { MenuIcon } from './MenuIcon';

export interface AppHeaderProps {
  fullname: string;
  /** What sits between the language switch and the account menu: the moderators' bell, for their group. */
  bell?: ReactNode;
  /** Opens the menu drawer; the button shows only where the sidebar is not beside the content. */
  onOpenMenu?: () => void;
  /** The id of the main content; a "skip to main content" link for keyboard users comes first. */
  mainContentId?: string;
}

/** The top bar: menu button, app name, language, the bell it is given and the account menu. */
export function AppHeader({ fullname, bell, onOpenMenu, mainContentId }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-border bg-surface px-3 sm:px-4">
      {mainContentId && (
        <a
          href={`#${mainContentId}`}
          className="sr-only rounded-control bg-surface px-3 py-2 text-ink focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50"
        >
          {t('skipToContent')}
        </a>
      )}
      {onOpenMenu && (
        <IconButton label={t('sidebar.open')} icon={<MenuIcon />} variant="ghost" onPress={onOpenMenu} className="lg:hidden" />
      )}
      <p className="truncate-inline text-base font-semibold text-brand-700">{t('appName')}</p>
      <div className="ms-auto flex items-center gap-2 sm:gap-3">
        <LanguageSwitch />
        {bell}
        <AccountMenu fullname={fullname} isProfileMenuHidden={isProfileMenuHidden()} />
      </div>
    </header>
  );
}
