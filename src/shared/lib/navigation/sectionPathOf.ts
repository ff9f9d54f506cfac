import { SUB_PATH_BITS } from '@/shared/config';

/** The list of the section a screen belongs to: /tags for /tags/create and /tags/edit/3; a list is its own. */
export function sectionPathOf(pathname: string): string {
  const segments = pathname.split('/');
  const action = segments.findIndex((segment, index) => index > 1 && Object.hasOwn(SUB_PATH_BITS, segment));
  return action === -1 ? pathname : segments.slice(0, action).join('/') || '/';
}
