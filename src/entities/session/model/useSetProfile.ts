import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiKey, authContract } from '@/shared/api';
import { profileAtom } from './atoms';

/**
 * Replaces the signed-in profile (for example once the password was changed), both the stored one
 * and the cached `/me` reply, so the next profile refresh does not bring the old one back.
 */
export function useSetProfile() {
  const setProfile = useSetAtom(profileAtom);
  const { mutate } = useSWRConfig();
  return useCallback(
    (profile: authContract.Profile) => {
      setProfile(profile);
      void mutate(apiKey(authContract.me, {}), profile, { revalidate: false });
    },
    [setProfile, mutate],
  );
}
