/** The section's list; its forms go back to it after saving. */
export const GALLERY_CATEGORIES_PATH = '/gallery/categories';
