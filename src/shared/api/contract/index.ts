export * from './define';
export * from './common';
export * as authContract from './auth';
