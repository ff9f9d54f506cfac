import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { authContract, useApi } from '@/shared/api';
import { profileAtom, tokenAtom } from '../model/atoms';

/**
 * Asks the server for the signed-in profile once per page load, so permissions changed by an
 * administrator apply after a reload (a token the server no longer accepts ends the session there,
 * as on any call).
 */
export function useRefreshProfile(): void {
  const token = useAtomValue(tokenAtom);
  const [profile, setProfile] = useAtom(profileAtom);
  const { data } = useApi(authContract.me, token ? {} : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });

  useEffect(() => {
    if (data && JSON.stringify(data) !== JSON.stringify(profile)) setProfile(data);
  }, [data, profile, setProfile]);
}
