/** A record id from the address (a path parameter or `?courseId=`), or null when it is not one. */
export function recordId(value: string | null | undefined): number | null {
  if (!value) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const LIST_PATH = '/chapters';

/** The list with its course still chosen. */
export const listPathFor = (courseId: number | null) => (courseId ? `${LIST_PATH}?courseId=${courseId}` : LIST_PATH);
