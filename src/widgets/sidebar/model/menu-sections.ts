import { MENU_GROUPS, type MenuGroupId, type MenuSubmenu, type RouteEntry } from '@/shared/config';

export interface MenuSubsection {
  id: MenuSubmenu;
  entries: RouteEntry[];
}

/** One sidebar group: its own entries, then entries nested under a sub-heading, in table order. */
export interface MenuSection {
  id: MenuGroupId;
  labelKey: string;
  items: Array<{ kind: 'entry'; entry: RouteEntry } | { kind: 'subsection'; subsection: MenuSubsection }>;
}

/** Groups the visible entries by menu group (in the sidebar's group order), dropping empty groups. */
export function menuSections(entries: readonly RouteEntry[]): MenuSection[] {
  return MENU_GROUPS.map((group) => {
    const items: MenuSection['items'] = [];
    const subsections = new Map<MenuSubmenu, MenuSubsection>();
    for (const entry of entries) {
      if (entry.group !== group.id) continue;
      if (!entry.submenu) {
        items.push({ kind: 'entry', entry });
        continue;
      }
      let subsection = subsections.get(entry.submenu);
      if (!subsection) {
        subsection = { id: entry.submenu, entries: [] };
        subsections.set(entry.submenu, subsection);
        items.push({ kind: 'subsection', subsection });
      }
      subsection.entries.push(entry);
    }
    return { id: group.id, labelKey: group.labelKey, items };
  }).filter((section) => section.items.length > 0);
}

/** The first screen the sidebar offers, in the order it shows them; none when nothing is visible. */
export function firstMenuPath(entries: readonly RouteEntry[]): string | undefined {
  const first = menuSections(entries)[0]?.items[0];
  if (!first) return undefined;
  return first.kind === 'entry' ? first.entry.path : first.subsection.entries[0]?.path;
}

/** The entry a path belongs to: the longest base path that is the path or a parent of it. */
export function activeEntryPath(entries: readonly RouteEntry[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const { path } of entries) {
    const matches = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (!best || path.length > best.length)) best = path;
  }
  return best;
}
