/** The spec's shared toasts for saving a record (content-site §7), and this product's words for deleting one. */
export const RECORD_MESSAGES = {
  added: 'Record added successfully!',
  updated: 'Record updated successfully!',
  deleted: 'Record deleted successfully!',
} as const;

/** The words refusing a list's sort field that its resource does not declare sortable. */
export const SORT_MESSAGES = {
  notSortable: 'This list cannot be sorted.',
} as const;

/** The refusal naming the fields a list can be sorted by. */
export const sortableOnlyBy = (fields: string) => `This list can be sorted by ${fields} only.`;

/** The most records one bulk action may change, unless its declaration says otherwise. */
export const BULK_LIMIT = 100;

/** The words of a bulk action's refusals, of the call as a whole or of one record in it. */
export const BULK_MESSAGES = {
  none: 'Choose at least one record.',
} as const;

/** The refusal of a bulk action naming more records than it takes. */
export const tooManyAtOnce = (count: string) => `At most ${count} records can be changed at once.`;
