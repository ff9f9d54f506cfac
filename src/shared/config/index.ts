export * from './app';
export * from './groups';
export * from './routes';
