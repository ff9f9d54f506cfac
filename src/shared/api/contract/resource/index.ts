export { defineResource, type PagingDialect, type Resource, type ResourceOperation } from './define-resource';
export { historyEntry, historyReply, type HistoryEntry } from './history';
export { RECORD_MESSAGES } from './messages';
