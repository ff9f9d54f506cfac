import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '@/shared/config';
import { PERMISSION_BITS, SECURITY_POINTS, type PermissionMap } from '@/shared/lib/permissions';
import { mayOpen, visibleMenu } from './visible-menu';

const everyPoint = (value: number): PermissionMap =>
  Object.fromEntries(SECURITY_POINTS.map((point) => [point.key, value])) as PermissionMap;

const allBuilt = ROUTES.map((route) => route.path);
const pathsOf = (entries: readonly RouteEntry[]) => entries.map((entry) => entry.path);

describe('visibleMenu', () => {
  it('shows an administrator every menu entry of every built screen', () => {
    const menu = visibleMenu(ROUTES, { groupId: 1, securityPermissions: everyPoint(127) }, allBuilt);
    expect(pathsOf(menu)).toEqual(pathsOf(ROUTES.filter((route) => route.inMenu)));
  });

  it('keeps the table order and leaves out routes that are not menu entries', () => {
    const menu = visibleMenu(ROUTES, { groupId: 1, securityPermissions: everyPoint(127) }, allBuilt);
    expect(pathsOf(menu)).not.toContain('/chapters');
    expect(pathsOf(menu)).not.toContain('/lessoncontent');
    expect(pathsOf(menu).indexOf('/courses')).toBeLessThan(pathsOf(menu).indexOf('/subscriptions'));
  });

  it('needs the list bit on the entry’s point', () => {
    const permissions: PermissionMap = {
      COURSES: PERMISSION_BITS.view | PERMISSION_BITS.edit,
      DISCOUNTS: PERMISSION_BITS.list,
      VENDORS: PERMISSION_BITS.all,
    };
    const menu = visibleMenu(ROUTES, { groupId: 11, securityPermissions: permissions }, allBuilt);
    expect(pathsOf(menu)).toEqual(['/discounts', '/vendor-management']);
  });

  it('shows local-community events, discussion, muslim groups and comments to groups 1 and 3 only', () => {
    const community = ['/local-community/events', '/local-community/discussion', '/local-community/muslim-groups', '/local-community/comments'];
    const securityPermissions = everyPoint(PERMISSION_BITS.list);
    for (const groupId of [1, 3]) {
      expect(pathsOf(visibleMenu(ROUTES, { groupId, securityPermissions }, allBuilt))).toEqual(expect.arrayContaining(community));
    }
    const viewerMenu = pathsOf(visibleMenu(ROUTES, { groupId: 5, securityPermissions }, allBuilt));
    for (const path of community) expect(viewerMenu).not.toContain(path);
    expect(viewerMenu).toContain('/local-community/business-user');
  });

  it('shows the security submenu to group 1 only', () => {
    const security = ['/security/group', '/security/points', '/security/profiles'];
    const securityPermissions = everyPoint(127);
    expect(pathsOf(visibleMenu(ROUTES, { groupId: 1, securityPermissions }, allBuilt))).toEqual(expect.arrayContaining(security));
    for (const groupId of [3, 7, 11]) {
      const menu = pathsOf(visibleMenu(ROUTES, { groupId, securityPermissions }, allBuilt));
      for (const path of security) expect(menu).not.toContain(path);
    }
  });

  it('shows only screens that are built', () => {
    const menu = visibleMenu(ROUTES, { groupId: 1, securityPermissions: everyPoint(127) }, ['/', '/discounts', '/not-a-route']);
    expect(pathsOf(menu)).toEqual(['/', '/discounts']);
  });

  it('shows nothing to someone who is not signed in', () => {
    expect(visibleMenu(ROUTES, null, allBuilt)).toEqual([]);
  });

  it('treats missing points as no bits', () => {
    expect(visibleMenu(ROUTES, { groupId: 1, securityPermissions: {} }, allBuilt)).toEqual([]);
  });
});

describe('mayOpen', () => {
  const panel = ROUTES.find((route) => route.path === '/moderatorpanel')!;
  const chapters = ROUTES.find((route) => route.path === '/chapters')!;
  const security = ROUTES.find((route) => route.audience === 'admin-group')!;

  it('opens a section whose point carries the list bit, in or out of the menu', () => {
    const viewer = { groupId: 7, securityPermissions: { MODERATOR_PANEL: PERMISSION_BITS.list, [chapters.point]: PERMISSION_BITS.list } };
    expect(mayOpen(panel, viewer)).toBe(true);
    expect(mayOpen(chapters, viewer)).toBe(true);
  });

  it('asks the bit of the screen below the base: add for create, edit for edit, view for view and preview', () => {
    const tags = ROUTES.find((route) => route.path === '/tags')!;
    const viewer = { groupId: 5, securityPermissions: { TAGS: PERMISSION_BITS.list | PERMISSION_BITS.view } };
    expect(mayOpen(tags, viewer, '')).toBe(true);
    expect(mayOpen(tags, viewer, 'view/3')).toBe(true);
    expect(mayOpen(tags, viewer, 'preview/3')).toBe(true);
    expect(mayOpen(tags, viewer, 'create')).toBe(false);
    expect(mayOpen(tags, viewer, 'edit/3')).toBe(false);
    const editor = { groupId: 3, securityPermissions: { TAGS: PERMISSION_BITS.list | PERMISSION_BITS.add | PERMISSION_BITS.edit } };
    expect(mayOpen(tags, editor, 'create')).toBe(true);
    expect(mayOpen(tags, editor, 'edit/3')).toBe(true);
    expect(mayOpen(tags, editor, 'view/3')).toBe(false);
  });

  it("asks a section's own bits where it names them: an Islamic event's preview needs edit, its translations add", () => {
    const events = ROUTES.find((route) => route.path === '/islamic-event')!;
    const { list, view, add, edit } = PERMISSION_BITS;
    const viewer = { groupId: 15, securityPermissions: { ISLAMIC_EVENTS: list | view } };
    const editor = { groupId: 3, securityPermissions: { ISLAMIC_EVENTS: list | view | edit } };
    const adder = { groupId: 3, securityPermissions: { ISLAMIC_EVENTS: list | view | add } };
    expect(mayOpen(events, viewer, 'preview/4')).toBe(false);
    expect(mayOpen(events, editor, 'preview/4')).toBe(true);
    expect(mayOpen(events, editor, 'translation/4')).toBe(false);
    expect(mayOpen(events, adder, 'translation/add/4/ur')).toBe(true);
    expect(mayOpen(events, adder, 'translation/edit/4/7')).toBe(true);
    expect(mayOpen(events, adder, 'edit/4')).toBe(false);
  });

  it('lets any other sub-path through on the list bit, the section routing it (or not) as it does', () => {
    const tags = ROUTES.find((route) => route.path === '/tags')!;
    const lister = { groupId: 5, securityPermissions: { TAGS: PERMISSION_BITS.list } };
    expect(mayOpen(tags, lister, 'anything/else')).toBe(true);
    expect(mayOpen(tags, lister, 'constructor')).toBe(true);
  });

  it('refuses without the list bit, outside the audience, or with nobody signed in', () => {
    expect(mayOpen(panel, { groupId: 11, securityPermissions: { MODERATOR_PANEL: PERMISSION_BITS.view } })).toBe(false);
    expect(mayOpen(security, { groupId: 2, securityPermissions: everyPoint(127) })).toBe(false);
    expect(mayOpen(panel, null)).toBe(false);
  });
});
