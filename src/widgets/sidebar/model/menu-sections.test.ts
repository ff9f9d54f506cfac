import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/shared/config';
import { activeEntryPath, firstMenuPath, menuSections } from './menu-sections';

const menuEntries = ROUTES.filter((route) => route.inMenu);

describe('menuSections', () => {
  it('orders the groups as the sidebar shows them and nests the security entries', () => {
    const sections = menuSections(menuEntries);
    expect(sections.map((section) => section.id)).toEqual([
      'dashboard', 'academy', 'product', 'ecommerce', 'stories', 'premium', 'subscriptions',
    ]);
    const product = sections.find((section) => section.id === 'product');
    const security = product?.items.find((item) => item.kind === 'subsection');
    expect(security?.kind === 'subsection' && security.subsection.entries.map((entry) => entry.path)).toEqual([
      '/security/group', '/security/points', '/security/profiles',
    ]);
  });

  it('drops groups with nothing visible', () => {
    const sections = menuSections(menuEntries.filter((entry) => entry.group === 'stories'));
    expect(sections.map((section) => section.id)).toEqual(['stories']);
  });
});

describe('firstMenuPath', () => {
  it('is the dashboard for whoever sees it', () => {
    expect(firstMenuPath(menuEntries)).toBe('/');
  });

  it('is the first entry of the first group shown, nested ones included, for whoever does not', () => {
    expect(firstMenuPath(menuEntries.filter((entry) => entry.path !== '/'))).toBe('/courses');
    expect(firstMenuPath(menuEntries.filter((entry) => entry.path.startsWith('/security')))).toBe('/security/group');
    expect(firstMenuPath([])).toBeUndefined();
  });
});

describe('activeEntryPath', () => {
  it('picks the longest base path containing the current path', () => {
    expect(activeEntryPath(menuEntries, '/vendor-products/category/edit/4')).toBe('/vendor-products/category');
    expect(activeEntryPath(menuEntries, '/vendor-products/edit/shop/9')).toBe('/vendor-products');
    expect(activeEntryPath(menuEntries, '/')).toBe('/');
    expect(activeEntryPath(menuEntries, '/coursesx')).toBeUndefined();
  });
});
