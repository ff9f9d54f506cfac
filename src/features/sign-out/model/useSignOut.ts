import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndSession } from '@/entities/session';
import { authContract, callApi } from '@/shared/api';

/**
 * Revokes the token on the server, then forgets it here whatever the server said: a person who
 * asked to leave is signed out even when offline.
 */
export function useSignOut() {
  const endSession = useEndSession();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await callApi(authContract.logout, {});
    } catch {
      // the token is dropped locally below; an unreachable server cannot keep anyone signed in
    } finally {
      setPending(false);
      endSession();
      void navigate('/', { replace: true });
    }
  }, [endSession, navigate]);

  return { signOut, isPending };
}
