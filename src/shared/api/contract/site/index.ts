export * from './tags';
export * from './seo';
export * from './public-files';
export * from './blog-categories';
export * from './gallery-categories';
export * from './hijri-adjustments';
export * from './country-codes';
export * from './gallery-cards';
