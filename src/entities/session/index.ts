export { profileAtom, tokenAtom } from './model/atoms';
export { useCan, useEndSession, useSession, useSetProfile, useStartSession } from './model/useSession';
export { useRefreshProfile } from './api/useRefreshProfile';
