export const LIST_PATH = '/chapters';

/** The list with its course still chosen. */
export const listPathFor = (courseId: number | null) => (courseId ? `${LIST_PATH}?courseId=${courseId}` : LIST_PATH);
