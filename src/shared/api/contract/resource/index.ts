export { defineResource, type PagingDialect, type Resource, type ResourceOperation } from './define-resource';
export { defineKeyedRecord, type KeyedRecord, type KeyedRecordOperation } from './define-keyed-record';
export { historyEntry, historyReply, type HistoryEntry } from './history';
export { RECORD_MESSAGES } from './messages';
