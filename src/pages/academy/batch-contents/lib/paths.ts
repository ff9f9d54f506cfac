export const LIST_PATH = '/batchcontents';
/** The spec's page size of the batch list. */
export const BATCH_PAGE_SIZE = 10;

/** The list with the course still chosen. */
export const listPathOf = (courseId: number | null) => (courseId ? `${LIST_PATH}?courseId=${courseId}` : LIST_PATH);
export const editPathOf = (batchId: number, courseId: number) => `${LIST_PATH}/edit/${batchId}/${courseId}`;
