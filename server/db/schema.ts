import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Epoch milliseconds, so expiry checks are plain number comparisons. */
type Millis = number;
/** ISO 8601 text in UTC; sorts the same way as the instant it names. */
type IsoDate = string;
/** SQLite has no boolean: 0 or 1. */
type Flag = ColumnType<number, number | undefined, number>;

export interface SecurityPointTable {
  id: number;
  key: string;
  title: string;
}

export interface SecurityProfileTable {
  id: Generated<number>;
  name: string;
}

export interface ProfilePermissionTable {
  profile_id: number;
  point_id: number;
  /** Sum of permission bits, 0–127. */
  value: number;
}

export interface SecurityGroupTable {
  id: Generated<number>;
  name: string;
  profile_id: number;
}

/** 0 pending, 1 active, 2 locked, 3 locked by an administrator. */
export type UserStatus = 0 | 1 | 2 | 3;

export interface UserTable {
  id: Generated<number>;
  email: string;
  fullname: string;
  password_hash: string;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  must_change_password: Flag;
  group_id: number;
  created_at: IsoDate;
}

export interface AuthTokenTable {
  id: Generated<number>;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
  last_used_at: Millis | null;
}

export interface PasswordResetTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
}

export interface RecordHistoryTable {
  id: Generated<number>;
  /** The resource's name ('tag'). */
  resource: string;
  record_id: number;
  action: 'created' | 'updated' | 'deleted';
  at: IsoDate;
  user_id: number | null;
  user_name: string | null;
  /** JSON: [{ field, from, to }]. */
  changes: string;
}

export interface SignInAttemptTable {
  id: Generated<number>;
  /** Lower-cased as typed, so unknown addresses are throttled too. */
  email: string;
  /** The client's address as the server sees it (behind a proxy: see TRUST_PROXY). */
  ip: string;
  /** 'pending' from the moment the attempt arrives until its password has been checked. */
  outcome: 'pending' | 'failed' | 'succeeded';
  attempted_at: Millis;
}

export interface OutboxTable {
  id: Generated<number>;
  mail_to: string;
  subject: string;
  body: string;
  created_at: IsoDate;
}

export interface InstructorTable {
  id: Generated<number>;
  user_id: number;
  short_description: string;
  long_description: string;
  image_key: string | null;
  /** JSON list of strings. */
  expertise: string;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface CourseAudioTable {
  id: Generated<number>;
  title: string;
  /** The uploaded file's key. */
  path: string;
  type: 'AUDIO';
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface UploadTable {
  image_key: string;
  category: string;
  file_name: string;
  /** The type the bytes were verified as; empty until the file arrives. */
  content_type: string;
  size: number;
  uploaded_by: number;
  created_at: IsoDate;
  /** 1 once the file's bytes have been received and checked. */
  stored: Flag;
}

/** An upload link that has stored its file; a link is used once. */
export interface UsedUploadLinkTable {
  image_key: string;
  /** The link's expiry as its query carries it, in epoch seconds. */
  expires: number;
  used_at: IsoDate;
}

export type ConversationStatus = 'ACTIVE' | 'CLOSED';

export interface ConversationTable {
  id: Generated<number>;
  /** The learner is an app user of the academy, not a staff user of this panel. */
  learner_user_id: number;
  learner_name: string;
  course_id: number;
  /** The teacher holding the conversation (the contract's teacherId); null while it is unassigned. */
  moderator_id: number | null;
  status: ColumnType<ConversationStatus, ConversationStatus | undefined, ConversationStatus>;
  /** The program code, e.g. ONLINE_TAJWEED. */
  course_type: ColumnType<string, string | undefined, string>;
  /** Weekly courses use week and assignment; the others level and exercise (session). Unused ones are null. */
  level_id: number | null;
  exercise_id: number | null;
  assignment_number: number | null;
  day_number: number | null;
  week_number: number | null;
  created_at: ColumnType<IsoDate, IsoDate | undefined, IsoDate>;
  updated_at: IsoDate;
}

export type StoredMessageType = 'TEXT' | 'AUDIO' | 'IMAGE';

export interface MessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  receiver_id: number;
  message_type: StoredMessageType;
  /** The text, or the storage key of the audio or image. */
  message_body: string;
  is_read: Flag;
  sent_date: IsoDate;
  /** The app the message came from: 9 for the back-office, the learner app's id, or null. */
  created_by_app_id: number | null;
  /** When the receiver read it. */
  read_at: IsoDate | null;
}

/** Learners who may send submissions from the learning app, each with a key (stored as its SHA-256). */
export interface LearnerTable {
  /** The learner's user id; never the id of a staff user. */
  id: number;
  name: string;
  key_hash: string;
  created_at: IsoDate;
}

/** A staff member's device registered for push notifications (sync-device-v3). */
export interface DeviceTable {
  id: Generated<number>;
  user_id: number;
  app_id: number;
  identifier: string;
  device_token: string;
  os_id: number;
  os_version: string;
  app_version: string;
  model: string;
  manufacturer: string;
  timezone: string;
  /** 1 while the device wants push notifications. */
  notification: Flag;
  created_at: IsoDate;
  updated_at: IsoDate;
  /** The sign-in session that registered it; null when unknown (registered before sessions were kept). */
  auth_token_id: number | null;
}

export interface Database {
  security_points: SecurityPointTable;
  security_profiles: SecurityProfileTable;
  profile_permissions: ProfilePermissionTable;
  security_groups: SecurityGroupTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  password_resets: PasswordResetTable;
  sign_in_attempts: SignInAttemptTable;
  record_history: RecordHistoryTable;
  outbox: OutboxTable;
  uploads: UploadTable;
  used_upload_links: UsedUploadLinkTable;
  instructors: InstructorTable;
  course_audio: CourseAudioTable;
  conversations: ConversationTable;
  messages: MessageTable;
  learners: LearnerTable;
  devices: DeviceTable;
  playlist_videos: PlaylistVideoTable;
  courses: CourseTable;
  course_parts: CoursePartTable;
  course_sub_parts: CourseSubPartTable;
  course_instructors: CourseInstructorTable;
  discounts: DiscountTable;
  chapters: ChapterTable;
  idempotency_keys: IdempotencyKeyTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UploadRow = Selectable<UploadTable>;
export type InstructorRow = Selectable<InstructorTable>;
export type CourseAudioRow = Selectable<CourseAudioTable>;
export type MessageRow = Selectable<MessageTable>;
export type ConversationRow = Selectable<ConversationTable>;
export type LearnerRow = Selectable<LearnerTable>;

/** A video of the academy's playlist on the video host. */
export interface PlaylistVideoTable {
  /** The video host's id of the video. */
  id: string;
  title: string;
  position: number;
}

/**
 * A course. What lists sort and filter on are columns; the rest of each section of the form is a
 * JSON object (see server/services/courses/mapping.ts).
 */
export interface CourseTable {
  id: Generated<number>;
  type: 'MASTERCLASS' | 'BASIC';
  sub_type: 'HYBRID' | 'RECORDED' | 'LIVE';
  access_type: 'OPEN' | 'UNLOCKED' | 'LOCKED';
  occurrence_type: 'RECURRING' | 'NON_RECURRING';
  title: string;
  alias: string;
  rank: number;
  /** 0 for a free course. */
  price: number;
  is_published: Flag;
  contain_parts: Flag;
  contain_sub_parts: Flag;
  duration: string;
  intro_video_id: string | null;
  image_key: string | null;
  thumbnail_key: string | null;
  discount_id: number | null;
  basic_info: string;
  content_info: string;
  overview_info: string;
  subscription_info: string;
  /** JSON, or null for a course without batches. */
  batch_config: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface CoursePartTable {
  id: Generated<number>;
  course_id: number;
  position: number;
  name: string;
  short_description: string;
  long_description: string;
  thumbnail_key: string | null;
}

export interface CourseSubPartTable {
  id: Generated<number>;
  part_id: number;
  position: number;
  name: string;
  short_description: string;
  long_description: string;
  thumbnail_key: string | null;
}

export interface CourseInstructorTable {
  course_id: number;
  instructor_id: number;
  position: number;
}

export interface DiscountTable {
  id: Generated<number>;
  name: string;
  type: 'PERCENTAGE' | 'FLAT';
  value: number;
  /** 'YYYY-MM-DD'. */
  start_at: string;
  /** 'YYYY-MM-DD', the last day the discount applies. */
  expires_at: string;
  is_active: Flag;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export type CourseRow = Selectable<CourseTable>;
export type NewCourse = Insertable<CourseTable>;
export type CoursePartRow = Selectable<CoursePartTable>;
export type DiscountRow = Selectable<DiscountTable>;

export interface ChapterTable {
  id: Generated<number>;
  course_id: number;
  title_ar: string;
  title_en: string;
  description: string;
  lesson_count: number;
  /** Minutes. */
  duration: number;
  locked: Flag;
  /** A video's title exactly as in the playlist. */
  video_title: string;
  /** 1–6, or null for none. */
  arabic_sign_id: number | null;
  type: 'DEFAULT' | 'SHAPE';
  status: ColumnType<ChapterStatus, ChapterStatus | undefined, ChapterStatus>;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export type ChapterStatus = 'NEW' | 'PUBLISH' | 'UNPUBLISHED' | 'DELETED';
export type ChapterRow = Selectable<ChapterTable>;

/** A save sent with an Idempotency-Key: its first answer, kept a day (null while the first request runs). */
export interface IdempotencyKeyTable {
  user_id: number;
  call: string;
  idempotency_key: string;
  /** A hash of what the request sent, to refuse the key with another request. */
  fingerprint: string;
  status_code: number | null;
  /** The answer's JSON. */
  reply: string | null;
  created_at: number;
}
