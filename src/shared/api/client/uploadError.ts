/** Where the shared upload flow failed: getting the signed link, or sending the file's bytes to it. */
export type UploadStep = 'presign' | 'transfer';

/**
 * The upload of a file failed; the record that needed it was not saved. `step` says which half
 * failed, to show the spec's text of each (shared/lib/upload-failure); the message and `cause` keep
 * the detail.
 */
export class UploadError extends Error {
  readonly step: UploadStep;

  constructor(step: UploadStep, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'UploadError';
    this.step = step;
  }
}
