export * from './lessons';
export * from './calls';

export * from './fixtures';
