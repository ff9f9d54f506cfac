export const ARTICLES_PATH = '/articles';
