export * from './app';
export * from './groups';
