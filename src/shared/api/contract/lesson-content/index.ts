export * from './lessonContent';
export * from './fixtures';
