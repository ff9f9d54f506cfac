export { confirmUploadsNamedIn } from './confirm';
export { ObjectStorage } from './object-storage';
export { registerPresignedUrl, registerSitePresignedUrl } from './presign';
export { S3Storage, type S3Settings } from './s3-storage';
export { storageFromEnvironment } from './settings';
export { storageRoutes } from './storage-routes';
export { LocalStorage, Storage } from './storage';
