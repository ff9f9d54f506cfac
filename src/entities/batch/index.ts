export { startBatch } from './api/startBatch';
export { BatchStatusBadge } from './ui/BatchStatusBadge';
