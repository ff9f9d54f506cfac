export * from './exercises';
export * from './calls';
export * from './fixtures';
