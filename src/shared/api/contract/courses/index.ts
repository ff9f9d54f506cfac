export * from './courses';
export * from './calls';
export * from './course-fixtures';
export * from './list-fixtures';
