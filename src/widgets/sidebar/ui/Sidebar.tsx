import type { RouteEntry } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { Drawer } from '@/shared/ui/drawer';
import { SidebarNav } from './SidebarNav';

export interface SidebarProps {
  /** The entries this user may see (the app computes them with `visibleMenu`). */
  entries: readonly RouteEntry[];
  /** Narrow screens show the menu in a drawer the header's menu button opens. */
  isDrawerOpen?: boolean;
  onDrawerOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/** The main menu: a column at the start edge on wide screens, a drawer on narrow ones. */
export function Sidebar({ entries, isDrawerOpen = false, onDrawerOpenChange, className }: SidebarProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <aside
        className={cn(
          'sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto border-e border-border bg-surface lg:block',
          className,
        )}
      >
        <SidebarNav entries={entries} />
      </aside>
      <Drawer isOpen={isDrawerOpen} onOpenChange={(open) => onDrawerOpenChange?.(open)} title={t('sidebar.title')} side="start">
        <SidebarNav entries={entries} onNavigate={() => onDrawerOpenChange?.(false)} />
      </Drawer>
    </>
  );
}
