export const PRODUCT_TAGS_PATH = '/vendor-products/tags';
