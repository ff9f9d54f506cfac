export const VIDEO_CATEGORIES_PATH = '/category-management';
