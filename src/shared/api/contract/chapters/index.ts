export * from './chapters';
export * from './calls';
