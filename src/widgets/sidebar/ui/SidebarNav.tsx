import { useLocation } from 'react-router-dom';
import type { RouteEntry } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { activeEntryPath, menuSections } from '../model/menu-sections';
import { CollapsibleSection } from './CollapsibleSection';
import { MenuLink } from './MenuLink';

export interface SidebarNavProps {
  entries: readonly RouteEntry[];
  /** Called after a link is followed (the drawer closes itself with it). */
  onNavigate?: () => void;
}

/** The menu itself: the dashboard link, then one collapsible list per group. */
export function SidebarNav({ entries, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const activePath = activeEntryPath(entries, pathname);
  const sections = menuSections(entries);

  const link = (entry: RouteEntry) => (
    <MenuLink key={entry.path} entry={entry} isActive={entry.path === activePath} onNavigate={onNavigate} />
  );

  return (
    <nav aria-label={t('sidebar.label')} className="flex flex-col gap-3 p-3">
      {sections.length === 0 && <p className="px-3 text-sm text-ink-muted">{t('sidebar.empty')}</p>}
      {sections.map((section) =>
        section.id === 'dashboard' ? (
          <ul key={section.id} className="flex flex-col gap-0.5">
            {section.items.map((item) => (item.kind === 'entry' ? link(item.entry) : null))}
          </ul>
        ) : (
          <div key={section.id} className="flex flex-col gap-1">
            <CollapsibleSection level="group" title={t(section.labelKey)}>
              {section.items.map((item) =>
                item.kind === 'entry' ? (
                  link(item.entry)
                ) : (
                  <li key={item.subsection.id}>
                    <CollapsibleSection level="submenu" title={t(`menu.submenus.${item.subsection.id}`)}>
                      {item.subsection.entries.map(link)}
                    </CollapsibleSection>
                  </li>
                ),
              )}
            </CollapsibleSection>
          </div>
        ),
      )}
    </nav>
  );
}
