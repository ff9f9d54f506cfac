export { registerPresignedUrl } from './presign';
export { storageRoutes } from './storage-routes';
export { Storage } from './storage';
