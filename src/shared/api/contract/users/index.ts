export * from './messages';
export * from './users';
export * from './fixtures';
