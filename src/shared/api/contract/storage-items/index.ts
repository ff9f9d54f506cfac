export * from './storageItems';
export * from './fixtures';
