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
