export * from './courses';
export * from './calls';
