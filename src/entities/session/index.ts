export { profileAtom, tokenAtom } from './model/atoms';
export { useCan, useEndSession, useSession, useStartSession } from './model/useSession';
export { useSetProfile } from './model/useSetProfile';
export { useRefreshProfile } from './api/useRefreshProfile';
