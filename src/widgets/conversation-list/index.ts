export { ConversationList, type ConversationListProps } from './ui/ConversationList';
export { SEARCH_DEBOUNCE_MS } from './model/useDebouncedValue';
