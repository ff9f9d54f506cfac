export { bulkReply, defineResource, recordArgs, type BulkResult, type PagingDialect, type RecordRef, type Resource, type ResourceActionSpec, type ResourceBulkActionSpec, type ResourceFileSpec, type ResourceFormMessages, type ResourceOperation, type WriteOperation } from './define-resource';
export { defineKeyedRecord, type KeyedRecord, type KeyedRecordOperation } from './define-keyed-record';
export { historyEntry, historyReply, type HistoryEntry } from './history';
export { BULK_LIMIT, BULK_MESSAGES, RECORD_MESSAGES } from './messages';
