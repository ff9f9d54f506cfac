/** The spec's shared toasts for saving a record (content-site §7), and this product's words for deleting one. */
export const RECORD_MESSAGES = {
  added: 'Record added successfully!',
  updated: 'Record updated successfully!',
  deleted: 'Record deleted successfully!',
} as const;
