export const PRODUCTS_PATH = '/vendor-products';

/** The edit page of a product, named by its vendor's slug and its store id (the spec's /edit/{VendorSlug}/{ProductsId}). */
export const productEditPath = (product: { vendorSlug: string; productId: string }) =>
  `${PRODUCTS_PATH}/edit/${encodeURIComponent(product.vendorSlug)}/${encodeURIComponent(product.productId)}`;
