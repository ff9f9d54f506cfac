import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { authContract } from '@/shared/api';
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

/** `can(point, bit)` for the signed-in person; false when nobody is signed in. */
export function useCan() {
  const profile = useAtomValue(profileAtom);
  return useCallback(
    (point: SecurityPointKey, bit: PermissionBit) => can(profile?.securityPermissions, point, bit),
    [profile],
  );
}
