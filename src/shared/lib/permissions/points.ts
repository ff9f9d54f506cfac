/**
 * The security points of the panel. Each screen area checks one point; a security profile gives
 * each point a permission value made of the bits below. The server seeds these rows and checks them
 * on every call; the client uses the same table to show or hide actions.
 */
export const PERMISSION_BITS = {
  list: 1,
  view: 2,
  add: 4,
  edit: 8,
  delete: 16,
  perform: 32,
  all: 127,
} as const;

export type PermissionBit = keyof typeof PERMISSION_BITS;

export const SECURITY_POINTS = [
  { id: 1, key: 'DASHBOARD', title: 'Dashboard' },
  { id: 2, key: 'COURSES', title: 'Academy courses' },
  { id: 3, key: 'CHAPTERS', title: 'Academy chapters' },
  { id: 4, key: 'LESSONS', title: 'Academy lessons and theory' },
  { id: 5, key: 'EXERCISES', title: 'Academy exercises' },
  { id: 6, key: 'INSTRUCTORS', title: 'Academy instructors' },
  { id: 7, key: 'COURSE_AUDIO', title: 'Academy course audio' },
  { id: 8, key: 'DISCOUNTS', title: 'Academy discounts' },
  { id: 9, key: 'BATCHES', title: 'Academy batch contents' },
  { id: 10, key: 'MODERATOR_PANEL', title: 'Moderator panel' },
  { id: 11, key: 'USERS', title: 'Users' },
  { id: 12, key: 'SECURITY', title: 'Security groups, points and profiles' },
  { id: 13, key: 'ARTICLES', title: 'Blog articles' },
  { id: 14, key: 'TAGS', title: 'Blog tags' },
  { id: 15, key: 'CATEGORIES', title: 'Blog categories' },
  { id: 16, key: 'GALLERY', title: 'Gallery categories and cards' },
  { id: 17, key: 'LOCAL_COMMUNITY', title: 'Local community' },
  { id: 18, key: 'SEO', title: 'SEO editor' },
  { id: 19, key: 'FILE_UPLOAD', title: 'Public file upload' },
  { id: 20, key: 'SETTINGS', title: 'Hijri date settings' },
  { id: 21, key: 'ISLAMIC_EVENTS', title: 'Islamic events' },
  { id: 22, key: 'VENDORS', title: 'E-commerce vendors' },
  { id: 23, key: 'PRODUCTS', title: 'E-commerce products, categories and tags' },
  { id: 24, key: 'VIDEOS', title: 'Stories videos' },
  { id: 25, key: 'PACKAGES', title: 'Stories packages' },
  { id: 26, key: 'VIDEO_CATEGORIES', title: 'Stories video categories' },
  { id: 27, key: 'PREMIUM', title: 'Athan premium codes' },
  { id: 28, key: 'SUBSCRIPTIONS', title: 'Subscriptions' },
] as const;

export type SecurityPointKey = (typeof SECURITY_POINTS)[number]['key'];

/** A profile's permission value per point key, as carried in the signed-in profile. */
export type PermissionMap = Partial<Record<SecurityPointKey, number>>;
