import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { authContract, useApi } from '@/shared/api';
import { profileAtom, tokenAtom } from '../model/atoms';
import { useEndSession } from '../model/useSession';

/**
 * Asks the server for the signed-in profile once per page load, so permissions changed by an
 * administrator apply after a reload; a token the server no longer accepts ends the session.
 */
export function useRefreshProfile(): void {
  const token = useAtomValue(tokenAtom);
  const [profile, setProfile] = useAtom(profileAtom);
  const endSession = useEndSession();
  const { data, error } = useApi(authContract.me, token ? {} : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });

  useEffect(() => {
    if (data && JSON.stringify(data) !== JSON.stringify(profile)) setProfile(data);
  }, [data, profile, setProfile]);

  useEffect(() => {
    if (error?.status === 401) endSession();
  }, [error, endSession]);
}
