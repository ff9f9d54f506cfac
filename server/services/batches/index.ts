export { registerBatchCalls } from './batches';
export { seedBatches } from './seed';
