export { registerVendorCalls } from './vendors';
export { readStoreAccess, type StoreAccess } from './store-access';
