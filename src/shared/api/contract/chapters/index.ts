export * from './chapters';
export * from './calls';
export * from './fixtures';
