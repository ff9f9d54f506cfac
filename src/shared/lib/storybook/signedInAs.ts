import { PROFILE_KEY, TOKEN_KEY } from '@/shared/config';

/** A story's `beforeEach`: stores a token and this profile, and removes both afterwards. */
export function signedInAs(profile: object) {
  return () => {
    localStorage.setItem(TOKEN_KEY, JSON.stringify('story-token'));
    localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
    return () => {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(PROFILE_KEY);
    };
  };
}
