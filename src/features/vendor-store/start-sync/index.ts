export { StartVendorSyncButton } from './ui/StartVendorSyncButton';
