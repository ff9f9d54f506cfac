export { DEFAULT_PAGE_SIZE, useResourceList, type ResourceListOptions, type ResourceListSort } from './useResourceList';
export { useSearchInAddress } from './useSearchInAddress';
export { useResourceHistory, useResourceRecord } from './useResourceRecord';
export { useResourceActions } from './useResourceActions';
export { useKeyedRecord, type KeyedRecordStatus } from './useKeyedRecord';
export { useResourceForm, type ResourceFormOptions, type ResourceFormStatus, type ResourceFormVariant } from './useResourceForm';
export { useFollowingSlug } from './useFollowingSlug';
export { specTextOf } from './specText';
