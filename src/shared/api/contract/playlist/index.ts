export * from './playlist';
