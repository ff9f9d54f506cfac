export * from './discounts';
export * from './fixtures';
