export { isMobileDevice } from './isMobileDevice';
export { NARROW_SCREEN_QUERY, useNarrowScreen } from './useNarrowScreen';
