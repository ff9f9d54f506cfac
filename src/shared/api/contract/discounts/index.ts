export * from './discounts';
