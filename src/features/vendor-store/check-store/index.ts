export { CheckVendorStoreButton } from './ui/CheckVendorStoreButton';
