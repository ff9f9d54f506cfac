// The e-commerce area (shell spec §2 e-commerce screens, §7 vendors … products): one module per resource.
export * from './product-tags';
export * from './product-categories';
export * from './vendors';
export * from './products';
export * from './product-sync';
