/** The back-office's app id: every message and device registration the panel sends carries it. */
export const CHAT_APP_ID = 9;

/** Chat lists load 10 conversations a page; the message poll asks for 1000 messages. */
export const CONVERSATION_PAGE_SIZE = 10;
export const MESSAGE_POLL_SIZE = 1000;

/** The moderator panel reloads this long after a chat update (send, close). */
export const CHAT_REFRESH_AFTER_UPDATE_MS = 1000;

/** The error code of a refused chat action (another teacher holds the conversation, or it is closed). */
export const CHAT_REFUSED_CODE = 103;

/** The header a learner's app sends its learner key in (learner calls only; staff use their session token). */
export const LEARNER_KEY_HEADER = 'x-learner-key';

/**
 * Courses whose assignments are named 'Week n/Assignment m' (the weekly program); every other
 * course names them 'Level n/Session m'.
 */
export const WEEKLY_COURSE_IDS: readonly number[] = [1, 5];

/** The bundled curriculum tables: weeks 1-15 with up to 5 assignments; levels 1-19 with up to 10 sessions. */
export const CURRICULUM_LIMITS = {
  weeks: 15,
  assignmentsPerWeek: 5,
  levels: 19,
  sessionsPerLevel: 10,
  daysPerWeek: 7,
} as const;

export const CHAT_LIMITS = {
  /** Characters of one text message. */
  text: 5000,
  userNameSearch: 100,
  /** Messages marked read in one call. */
  markReadAtOnce: 1000,
} as const;

/** The spec's words for the chat (shown word for word), then the server's own refusals. */
export const CHAT_MESSAGES = {
  empty: 'Please enter text or record audio',
  teacherAlreadyAssigned: 'Teacher is already assigned to this conversation',
  clickToLoad: 'Click on chat to load',
  markedAsPass: 'Assignment marked as pass',
  newAudio: 'You have received new audio message',
  imageUploadFailed: 'Failed to upload image.',
  microphone: 'Allow your microphone to access',
  permissionError: 'Permission Error',
  // Not worded by the spec:
  sent: 'Message sent.',
  conversationClosed: 'This assignment is already marked as pass; the conversation is closed.',
  notFound: 'This conversation does not exist.',
  heldByAnotherTeacher: 'This conversation is held by another teacher; you cannot open it.',
  appId: `createdByAppId must be ${CHAT_APP_ID}, the back-office's app id.`,
  notYourself: 'Messages can only be sent in your own name.',
  wrongReceiver: "The receiver is not this conversation's learner.",
  wrongCourse: "The course is not this conversation's course.",
  fileMissing: 'This file was not uploaded through a chat upload link.',
  fileNotReceived: 'The file has not finished uploading yet.',
  fileWrongKind: 'This file does not match the message type.',
  fileNotYours: 'Only files you uploaded can be sent.',
  noMessageChosen: 'Choose at least one message to mark as read.',
  notYourMessage: 'Only messages sent to you can be marked as read.',
  onlyClose: 'A conversation can only be set to CLOSED.',
  deviceRegistered: 'Device registered.',
  deviceHeldByAnotherUser: 'This device is registered to another user who is still signed in; it can be registered again once they sign out.',
  timezone: 'Please choose a valid time zone.',
  learnerKeyMissing: `Send the learner's key in the ${LEARNER_KEY_HEADER} header.`,
  learnerKeyInvalid: 'This learner key is not valid.',
  courseNotFound: 'This course does not exist.',
  weekAndAssignment: 'This course names assignments by week and assignment number; send weekNumber and assignmentNumber.',
  levelAndSession: 'This course names assignments by level and session; send levelId and exerciseId.',
  chatCategoryOnly: 'Learners can only upload chat audio (CHAT_AUDIO) and chat images (CHAT_IMAGE_PRIVATE).',
} as const;

/** The refusal of a conversation another teacher holds, naming them, so the loser of a claim knows who has it. */
export const heldByMessage = (teacherName: string) => `${teacherName} holds this conversation; you cannot open it.`;
