export { VendorSync, type VendorSyncProps } from './ui/VendorSync';
