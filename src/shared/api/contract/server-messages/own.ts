import { FILE_TYPE_NOT_ALLOWED, IMAGE_TOO_MANY_PIXELS, UPLOAD_LINK_EXPIRED, UPLOAD_LINK_USED } from '../uploads/categories';

/**
 * The server's own words (not a form's), by group. Each entry's key is the last part of its code
 * (`http.sessionExpired`); `{{name}}` marks a value the server fills in, sent beside the message.
 */

/** Sessions, permissions and replies to requests the server cannot read. */
export const HTTP_MESSAGES = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  noPermission: 'You do not have permission to do this.',
  mustChangePassword: 'Please choose a new password before you continue.',
  notFound: 'This address does not exist.',
  badAddress: 'This address is not valid.',
  unreadableRequest: 'The request could not be read.',
  unreadableBody: 'The request body could not be read.',
  unprocessable: 'The request could not be processed.',
  serverFault: 'Something went wrong on the server. Please try again.',
  unsupportedContentType: 'This content type is not supported. Send JSON.',
  bodyTooLarge: 'The request body is too large.',
  emptyBody: 'The request body is empty; send a JSON object.',
  invalidJson: 'The request body is not valid JSON.',
  contentLengthMismatch: 'The Content-Length header does not match the body.',
  invalidContentType: 'The Content-Type header is not valid.',
  serverBusy: 'The server is busy. Please try again in a few seconds.',
  notReady: 'This server is not ready to take requests.',
  databaseUnavailable: 'The database is not answering. Please try again in a few seconds.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 128 visible characters, without spaces.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  metricsTokenRequired: 'A valid metrics token is required.',
} as const;

/** A field the contract's schema refuses, in the server's plain wording (`{{field}}` is its dotted path). */
export const FIELD_MESSAGES = {
  bodyRequired: 'The request body is required.',
  bodyMustBeObject: 'The request body must be an object.',
  required: '{{field}} is required.',
  mustBeNumber: '{{field}} must be a number.',
  mustBeWholeNumber: '{{field}} must be a whole number.',
  mustBeText: '{{field}} must be text.',
  mustBeTrueOrFalse: '{{field}} must be true or false.',
  mustBeList: '{{field}} must be a list.',
  mustBeObject: '{{field}} must be an object.',
  mustBeKind: '{{field}} must be a {{kind}}.',
  tooShort: '{{field}} must be at least {{minimum}} characters.',
  tooFewItems: '{{field}} needs at least {{minimum}} items.',
  tooSmall: '{{field}} must be at least {{minimum}}.',
  tooLong: '{{field}} must be at most {{maximum}} characters.',
  tooManyItems: '{{field}} can have at most {{maximum}} items.',
  tooBig: '{{field}} must be at most {{maximum}}.',
  oneOf: '{{field}} must be one of: {{values}}.',
  email: '{{field}} must be a valid e-mail address.',
  format: '{{field}} is not in the expected format.',
  unexpectedField: 'Unexpected field: {{keys}}.',
  unexpectedFields: 'Unexpected fields: {{keys}}.',
  notValid: '{{field}} is not valid.',
  correctThese: 'Please correct these fields: {{fields}}.',
  maximumCharacters: 'Maximum {{max}} characters allowed',
} as const;

/** Signing in, signing out and passwords. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  notActivated: 'Your account has not been activated yet. Please contact an administrator.',
  locked: 'Your account is locked. Please contact an administrator.',
  lockedByAdministrator: 'Your account has been locked by an administrator.',
  appNotAllowed: 'This application is not allowed to sign in.',
  tooManyAttemptsOneMinute: 'Too many failed sign-in attempts. Please try again in 1 minute.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in {{minutes}} minutes.',
  signedOut: 'You have been signed out.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  resetMailSent: 'If this e-mail belongs to an account, a link to reset the password is on its way.',
  passwordReset: 'Your password has been reset. Please sign in with the new password.',
  sameAsCurrentPassword: 'Please choose a password different from your current one.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordMissing: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChecksBusy: 'The server is busy checking other passwords. Please try again in a few seconds.',
} as const;

/** Uploading and fetching stored files. */
export const UPLOAD_MESSAGES = {
  fileTooLarge: 'Filesize must be smaller than {{size}}MB!',
  fileTooLargeKb: 'Filesize must be smaller than {{size}}KB!',
  fileTypeNotAllowed: FILE_TYPE_NOT_ALLOWED,
  tooManyPixels: IMAGE_TOO_MANY_PIXELS,
  linkExpired: UPLOAD_LINK_EXPIRED,
  linkUsed: UPLOAD_LINK_USED,
  linkInvalid: 'This upload link is not valid.',
  fileEmpty: 'The file is empty.',
  fileNotFound: 'This file does not exist.',
  downloadLinkExpired: 'This link has expired.',
  privateFile: 'This file is private; open it through a signed link.',
} as const;

/** A resource's multipart form refused as a whole, where the resource gives no words of its own. */
export const FORM_MESSAGES = {
  notMultipart: 'Send the record as multipart/form-data.',
  unreadable: 'The uploaded form could not be read.',
  tooManyParts: 'The form has a part it does not take.',
  notJson: "The form's request part is not JSON.",
} as const;

/** The panel's own words for a call that got no usable reply; shown where a server message would be. */
export const CALL_MESSAGES = {
  unreachable: 'The server could not be reached. Check the connection and try again.',
  replyNotUnderstood: 'The server sent a reply this panel does not understand.',
  failedWithStatus: 'Request failed ({{status}})',
  noAccessToken: 'The server did not send an access token.',
  uploadUnreachable: 'The upload could not reach the server.',
  uploadTimedOut: 'The upload took too long and was stopped.',
  uploadFailedWithStatus: 'Upload failed ({{status}})',
} as const;
