export * from './users';
export * from './fixtures';
