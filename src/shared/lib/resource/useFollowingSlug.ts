import { useRef } from 'react';
import { siteContract } from '@/shared/api';

/**
 * A slug that follows the title (or name) as it is typed, until the slug is changed by hand; the slug
 * of a record that exists already stays as it is.
 */
export function useFollowingSlug(isExisting: boolean, setSlug: (slug: string) => void) {
  const touched = useRef(isExisting);
  return {
    titleChanged: (title: string) => {
      if (!touched.current) setSlug(siteContract.slugOf(title));
    },
    slugChanged: () => {
      touched.current = true;
    },
  };
}
