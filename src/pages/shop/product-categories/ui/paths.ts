export const PRODUCT_CATEGORIES_PATH = '/vendor-products/category';
