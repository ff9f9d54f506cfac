import { useRef } from 'react';
import { siteContract } from '@/shared/api';

/**
 * A slug that follows the title (or name) as it is typed, until the slug is changed by hand; the slug
 * of a record that exists already stays as it is. `slugOf` makes it (the content site's rule unless given:
 * the shop's is `shopContract.shopSlugOf`).
 */
export function useFollowingSlug(isExisting: boolean, setSlug: (slug: string) => void, slugOf: (title: string) => string = siteContract.slugOf) {
  const touched = useRef(isExisting);
  return {
    titleChanged: (title: string) => {
      if (!touched.current) setSlug(slugOf(title));
    },
    slugChanged: () => {
      touched.current = true;
    },
  };
}
