/** The list's address, and the screens reached from it; each carries the choice (course, chapter, lesson) so Back and a save return to the same list. */
export const LIST_PATH = '/lessoncontent';

/** The choice's query (`courseId`, `partId`, `lessonId`) as the address writes it, without the list's own paging. */
export function choiceQuery(searchParams: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['courseId', 'partId', 'lessonId']) {
    const value = searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export const createPath = (query: string) => `${LIST_PATH}/create${query}`;
export const editPath = (id: number, query: string) => `${LIST_PATH}/edit/${id}${query}`;
export const viewPath = (id: number, query: string) => `${LIST_PATH}/view/${id}${query}`;
