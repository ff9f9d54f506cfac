/** A record id from the address (a path parameter or a query such as `?id=`), or null when it is not one. */
export function recordId(value: string | null | undefined): number | null {
  if (!value) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
