import type { PermissionBit, SecurityPointKey } from '@/shared/lib/permissions';

/** The sidebar's groups, in the order the sidebar shows them. */
export const MENU_GROUPS = [
  { id: 'dashboard', labelKey: 'menu.groups.dashboard' },
  { id: 'academy', labelKey: 'menu.groups.academy' },
  { id: 'product', labelKey: 'menu.groups.product' },
  { id: 'ecommerce', labelKey: 'menu.groups.ecommerce' },
  { id: 'stories', labelKey: 'menu.groups.stories' },
  { id: 'premium', labelKey: 'menu.groups.premium' },
  { id: 'subscriptions', labelKey: 'menu.groups.subscriptions' },
] as const;

export type MenuGroupId = (typeof MENU_GROUPS)[number]['id'];

/**
 * Who may see an entry besides its permission bit: everyone, only the two community groups
 * (local-community events, discussion, muslim groups, comments), or only the admin group (security).
 */
export type RouteAudience = 'everyone' | 'community-groups' | 'admin-group';

/** Entries of one group that the sidebar nests under a sub-heading. */
export type MenuSubmenu = 'security';

export interface RouteEntry {
  /** The section's base path; its list lives here, with /create and /edit/… below it. */
  path: `/${string}`;
  group: MenuGroupId;
  /** Key in the `shell` catalogue. */
  labelKey: `menu.${string}`;
  /** The security point whose list bit shows the entry. */
  point: SecurityPointKey;
  audience: RouteAudience;
  /** Sections reached from another screen (chapters, lesson content) are routed but not in the menu. */
  inMenu: boolean;
  submenu?: MenuSubmenu;
  /**
   * The section's own bits for screens below its base, by the path's first segment, over `SUB_PATH_BITS`
   * (Islamic events: the spec's Preview needs edit, its translations add).
   */
  subPathBits?: Readonly<Record<string, PermissionBit>>;
}

const entry = <Path extends RouteEntry['path']>(
  path: Path,
  group: MenuGroupId,
  labelKey: RouteEntry['labelKey'],
  point: SecurityPointKey,
  extra: Partial<Pick<RouteEntry, 'audience' | 'inMenu' | 'submenu' | 'subPathBits'>> = {},
) => ({ path, group, labelKey, point, audience: 'everyone' as RouteAudience, inMenu: true, ...extra });

/** Every top-level route of the panel, in menu order. The one place a section is declared. */
export const ROUTES = [
  entry('/', 'dashboard', 'menu.dashboard', 'DASHBOARD'),

  entry('/courses', 'academy', 'menu.courses', 'COURSES'),
  entry('/chapters', 'academy', 'menu.chapters', 'CHAPTERS', { inMenu: false }),
  entry('/lessons', 'academy', 'menu.lessons', 'LESSONS'),
  entry('/lessoncontent', 'academy', 'menu.lessonContent', 'LESSONS', { inMenu: false }),
  entry('/exercise', 'academy', 'menu.exercise', 'EXERCISES'),
  entry('/instructors', 'academy', 'menu.instructors', 'INSTRUCTORS'),
  entry('/course-audio', 'academy', 'menu.courseAudio', 'COURSE_AUDIO'),
  entry('/discounts', 'academy', 'menu.discounts', 'DISCOUNTS'),
  entry('/batchcontents', 'academy', 'menu.batchContents', 'BATCHES'),
  entry('/moderatorpanel', 'academy', 'menu.moderatorPanel', 'MODERATOR_PANEL'),

  entry('/users', 'product', 'menu.users', 'USERS'),
  entry('/security/group', 'product', 'menu.securityGroups', 'SECURITY', { audience: 'admin-group', submenu: 'security' }),
  entry('/security/points', 'product', 'menu.securityPoints', 'SECURITY', { audience: 'admin-group', submenu: 'security' }),
  entry('/security/profiles', 'product', 'menu.securityProfiles', 'SECURITY', { audience: 'admin-group', submenu: 'security' }),
  entry('/articles', 'product', 'menu.articles', 'ARTICLES'),
  entry('/tags', 'product', 'menu.tags', 'TAGS'),
  entry('/categories', 'product', 'menu.categories', 'CATEGORIES'),
  entry('/gallery/categories', 'product', 'menu.galleryCategories', 'GALLERY'),
  entry('/gallery/cards', 'product', 'menu.galleryCards', 'GALLERY'),
  entry('/local-community/business-user', 'product', 'menu.businessUsers', 'LOCAL_COMMUNITY'),
  entry('/local-community/events', 'product', 'menu.localEvents', 'LOCAL_COMMUNITY', { audience: 'community-groups' }),
  entry('/local-community/discussion', 'product', 'menu.discussion', 'LOCAL_COMMUNITY', { audience: 'community-groups' }),
  entry('/local-community/muslim-groups', 'product', 'menu.muslimGroups', 'LOCAL_COMMUNITY', { audience: 'community-groups' }),
  entry('/local-community/comments', 'product', 'menu.comments', 'LOCAL_COMMUNITY', { audience: 'community-groups' }),
  entry('/seoeditor', 'product', 'menu.seoEditor', 'SEO'),
  entry('/file-upload', 'product', 'menu.fileUpload', 'FILE_UPLOAD'),
  entry('/settings/show-location-settings', 'product', 'menu.hijriSettings', 'SETTINGS'),
  entry('/islamic-event', 'product', 'menu.islamicEvents', 'ISLAMIC_EVENTS', { subPathBits: { preview: 'edit', translation: 'add' } }),

  entry('/vendor-management', 'ecommerce', 'menu.vendors', 'VENDORS'),
  entry('/vendor-products', 'ecommerce', 'menu.products', 'PRODUCTS'),
  entry('/vendor-products/category', 'ecommerce', 'menu.productCategories', 'PRODUCTS'),
  entry('/vendor-products/tags', 'ecommerce', 'menu.productTags', 'PRODUCTS'),

  entry('/video-management', 'stories', 'menu.videos', 'VIDEOS'),
  entry('/package-management', 'stories', 'menu.packages', 'PACKAGES'),
  entry('/category-management', 'stories', 'menu.videoCategories', 'VIDEO_CATEGORIES'),

  entry('/athan-premium', 'premium', 'menu.premium', 'PREMIUM'),

  entry('/subscriptions', 'subscriptions', 'menu.subscriptions', 'SUBSCRIPTIONS'),
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/**
 * The bit a section's screen below its base asks besides the list bit, by the first segment of its path:
 * /create needs add, /edit/{id} edit, /view/{id} and /preview/{id} view. Someone who opens one by its
 * address without the bit gets the no-access notice, not a form that fails at Save.
 */
export const SUB_PATH_BITS: Readonly<Record<string, PermissionBit>> = { create: 'add', edit: 'edit', view: 'view', preview: 'view' };

/** Screens outside the signed-in shell. */
export const PUBLIC_PATHS = { login: '/login', forgotPassword: '/forgot-password', resetPassword: '/reset-password' } as const;

export const MODERATOR_PANEL_PATH: RoutePath = '/moderatorpanel';

/** Where the site root sends a phone or tablet. */
export const MOBILE_HOME_PATH: RoutePath = MODERATOR_PANEL_PATH;
