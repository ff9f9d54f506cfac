export * from './instructors';
export * from './fixtures';
