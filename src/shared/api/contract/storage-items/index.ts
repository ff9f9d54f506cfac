export * from './storageItems';
