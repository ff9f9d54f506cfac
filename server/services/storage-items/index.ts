export { registerStorageItemCalls } from './storageItems';
