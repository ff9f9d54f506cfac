export { defineResource, recordArgs, type PagingDialect, type Resource, type ResourceActionSpec, type ResourceFileSpec, type ResourceFormMessages, type ResourceOperation, type WriteOperation } from './define-resource';
export { defineKeyedRecord, type KeyedRecord, type KeyedRecordOperation } from './define-keyed-record';
export { historyEntry, historyReply, type HistoryEntry } from './history';
export { RECORD_MESSAGES } from './messages';
