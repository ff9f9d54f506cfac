export const LIST_PATH = '/chapters';

/** The spec's page size of the chapter list. */
export const CHAPTER_PAGE_SIZE = 6;

/** The list with its course still chosen. */
export const listPathFor = (courseId: number | null | undefined) => (courseId ? `${LIST_PATH}?courseId=${courseId}` : LIST_PATH);
