import { atom } from 'jotai';
import type { authContract } from '@/shared/api';
import { PROFILE_KEY, TOKEN_KEY } from '@/shared/config';
import { storedAtom } from '@/shared/lib/stored-atom';

/** The access token from the login reply's `x-auth-token` header, kept across reloads. */
export const tokenAtom = storedAtom<string | null>(TOKEN_KEY, null);

/** The signed-in profile (name, group, permission map), kept so a reload does not flash the login screen. */
export const profileAtom = storedAtom<authContract.Profile | null>(PROFILE_KEY, null);

export const isSignedInAtom = atom((get) => Boolean(get(tokenAtom) && get(profileAtom)));
