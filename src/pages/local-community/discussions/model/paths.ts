export const DISCUSSIONS_PATH = '/local-community/discussion';
export const editPath = (postId: number) => `${DISCUSSIONS_PATH}/edit/${postId}`;
