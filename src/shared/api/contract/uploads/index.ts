export * from './categories';
export * from './uploads';
