export { DEFAULT_PAGE_SIZE, PAGE_SIZES, useResourceList } from './useResourceList';
export { useResourceHistory, useResourceRecord } from './useResourceRecord';
export { useResourceActions } from './useResourceActions';
export { specTextOf } from './specText';
