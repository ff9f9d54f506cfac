export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';
