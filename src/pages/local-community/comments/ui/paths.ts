export const COMMENTS_PATH = '/local-community/comments';
