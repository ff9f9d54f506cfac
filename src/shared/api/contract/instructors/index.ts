export * from './instructors';
