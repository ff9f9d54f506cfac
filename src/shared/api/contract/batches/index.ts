export * from './batches';
export * from './calls';
export * from './fixtures';
