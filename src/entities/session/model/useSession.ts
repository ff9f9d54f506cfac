import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiKey, authContract } from '@/shared/api';
import { can, type PermissionBit, type SecurityPointKey } from '@/shared/lib/permissions';
import { dismissAllToasts } from '@/shared/ui/toast';
import { isSignedInAtom, profileAtom, tokenAtom } from './atoms';

export function useSession() {
  return {
    token: useAtomValue(tokenAtom),
    profile: useAtomValue(profileAtom),
    isSignedIn: useAtomValue(isSignedInAtom),
  };
}

/** Stores what a successful sign-in returned. */
export function useStartSession() {
  const setToken = useSetAtom(tokenAtom);
  const setProfile = useSetAtom(profileAtom);
  return useCallback(
    (token: string, profile: authContract.Profile) => {
      setToken(token);
      setProfile(profile);
    },
    [setToken, setProfile],
  );
}

/** Forgets the token, the profile and every cached reply, so the next person starts clean. */
export function useEndSession() {
  const setToken = useSetAtom(tokenAtom);
  const setProfile = useSetAtom(profileAtom);
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    setToken(null);
    setProfile(null);
    dismissAllToasts();
    void mutate(() => true, undefined, { revalidate: false });
  }, [setToken, setProfile, mutate]);
}

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

/** `can(point, bit)` for the signed-in person; false when nobody is signed in. */
export function useCan() {
  const profile = useAtomValue(profileAtom);
  return useCallback(
    (point: SecurityPointKey, bit: PermissionBit) => can(profile?.securityPermissions, point, bit),
    [profile],
  );
}
