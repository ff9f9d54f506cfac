import { PASSWORDS_DIFFER_MESSAGE, STRONG_PASSWORD_MESSAGE } from '../auth/auth';
import { CHAPTER_MESSAGES, statusChangeRefusal, unknownVideoMessage, type ChapterStatus } from '../chapters/chapters';
import { CHAT_APP_ID, CHAT_LIMITS, CHAT_MESSAGES, heldByMessage } from '../chat/constants';
import { COURSE_MESSAGES } from '../courses/courses';
import { LESSON_MESSAGES } from '../lessons/lessons';
import { BATCH_MESSAGES } from '../batches/batches';
import { LESSON_CONTENT_MESSAGES } from '../lesson-content/lessonContent';
import { EXERCISE_MESSAGES } from '../exercises/exercises';
import { DISCOUNT_MESSAGES } from '../discounts/discounts';
import { INSTRUCTOR_MESSAGES } from '../instructors/instructors';
import { BULK_MESSAGES, RECORD_MESSAGES, SORT_MESSAGES, sortableOnlyBy, tooManyAtOnce } from '../resource/messages';
import { TAG_MESSAGES } from '../site/tags';
import { SEO_MESSAGES } from '../site/seo';
import { PUBLIC_FILE_MESSAGES } from '../site/public-files';
import { BLOG_CATEGORY_MESSAGES } from '../site/blog-categories';
import { GALLERY_CATEGORY_MESSAGES } from '../site/gallery-categories';
import { GALLERY_CARD_MESSAGES } from '../site/gallery-cards';
import { PRODUCT_CATEGORY_MESSAGES } from '../shop/product-categories';
import { PRODUCT_TAG_MESSAGES } from '../shop/product-tags';
import { PRODUCT_MESSAGES } from '../shop/products';
import { BUSINESS_USER_MESSAGES } from '../site/business-users';
import { LOCAL_EVENT_MESSAGES } from '../site/local-events';
import { COMMUNITY_GROUP_MESSAGES } from '../site/community-groups';
import { DISCUSSION_MESSAGES } from '../site/discussions';
import { COMMENT_MESSAGES } from '../site/comments';
import { SITE_UPLOAD_MESSAGES } from '../uploads/uploads';
import { EVENT_TRANSLATION_MESSAGES, ISLAMIC_EVENT_MESSAGES } from '../site/islamic-events';
import { ARTICLE_MESSAGES } from '../site/articles';
import { HIJRI_MESSAGES } from '../site/hijri-adjustments';
import { COURSE_AUDIO_MESSAGES } from '../course-audio/courseAudio';
import { USER_MESSAGES } from '../users/messages';
import { GRANT_MESSAGES, PERMISSION_VALUE_MESSAGE, SECURITY_GROUP_MESSAGES, SECURITY_POINT_MESSAGES, SECURITY_PROFILE_MESSAGES } from '../security/messages';
import { VENDOR_MESSAGES } from '../shop/vendors';
import { PRODUCT_SYNC_MESSAGES } from '../shop/product-sync';
import { ATHAN_PREMIUM_MESSAGES } from '../premium/athan-premium';
import { AUTH_MESSAGES, CALL_MESSAGES, FIELD_MESSAGES, FORM_MESSAGES, HTTP_MESSAGES, UPLOAD_MESSAGES } from './own';
import { SUBSCRIPTION_MESSAGES } from '../subscriptions/subscriptions';
import { VIDEO_CATEGORY_MESSAGES } from '../stories/video-categories';
import { VIDEO_SYNC_MESSAGES } from '../stories/video-sync';
import { VIDEO_MESSAGES } from '../stories/videos';
import { PACKAGE_PICK_MESSAGES } from '../stories/package-picks';
import { PACKAGE_MESSAGES } from '../stories/packages';

type Grouped<G extends string, T extends Record<string, string>> = { [K in keyof T & string as `${G}.${K}`]: T[K] };

/** A group's messages under codes `<group>.<key>`. */
function group<G extends string, T extends Record<string, string>>(name: G, messages: T): Grouped<G, T> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${name}.${key}`, text])) as Grouped<G, T>;
}

/** Placeholders standing in for the values a refusal names. */
const asStatus = (name: string) => `{{${name}}}` as ChapterStatus;

/**
 * Every message the server can send (and the panel's own words for a call without a usable reply),
 * by its stable code: the English words exactly as the server
 * sends them in `message` (the spec's quoted texts word for word), `{{name}}` where it fills a value
 * in. Replies carry the code beside the words (of two codes with the same words, the first), so the
 * panel can show them in its own language; the catalogue namespace `server-messages` holds them,
 * one key per code.
 */
export const SERVER_MESSAGES = {
  // First, so that these words shared by several forms are known by one code.
  ...group('record', {
    ...RECORD_MESSAGES,
    statusUpdated: CHAPTER_MESSAGES.statusUpdated,
    // The same words without '!' (users, the community, the shop): one code, so one Urdu wording everywhere.
    statusChanged: USER_MESSAGES.statusUpdated,
    checkFields: DISCOUNT_MESSAGES.saveFailed,
    ...SORT_MESSAGES,
    sortableOnlyBy: sortableOnlyBy('{{fields}}'),
    bulkNone: BULK_MESSAGES.none,
    bulkTooMany: tooManyAtOnce('{{count}}'),
  }),
  ...group('http', HTTP_MESSAGES),
  ...group('field', FIELD_MESSAGES),
  ...group('auth', {
    ...AUTH_MESSAGES,
    strongPassword: STRONG_PASSWORD_MESSAGE,
    passwordsDiffer: PASSWORDS_DIFFER_MESSAGE,
  }),
  ...group('upload', UPLOAD_MESSAGES),
  ...group('form', FORM_MESSAGES),
  ...group('course', {
    ...COURSE_MESSAGES,
    notFoundIds: `${COURSE_MESSAGES.notFound} (id {{ids}})`,
    priceOfNotMasterclass: `${COURSE_MESSAGES.priceMasterclassOnly} "{{title}}" is a {{type}} course.`,
  }),
  ...group('chapter', {
    ...CHAPTER_MESSAGES,
    unknownVideo: unknownVideoMessage('{{title}}'),
    statusChange: statusChangeRefusal(asStatus('from'), asStatus('to')),
  }),
  ...group('lesson', LESSON_MESSAGES),
  ...group('batch', BATCH_MESSAGES),
  ...group('lessonContent', LESSON_CONTENT_MESSAGES),
  ...group('exercise', EXERCISE_MESSAGES),
  ...group('tag', TAG_MESSAGES),
  ...group('seo', SEO_MESSAGES),
  ...group('publicFile', PUBLIC_FILE_MESSAGES),
  ...group('blogCategory', BLOG_CATEGORY_MESSAGES),
  ...group('galleryCategory', GALLERY_CATEGORY_MESSAGES),
  ...group('galleryCard', GALLERY_CARD_MESSAGES),
  ...group('productCategory', PRODUCT_CATEGORY_MESSAGES),
  ...group('productTag', PRODUCT_TAG_MESSAGES),
  ...group('product', PRODUCT_MESSAGES),
  ...group('businessUser', BUSINESS_USER_MESSAGES),
  ...group('localEvent', LOCAL_EVENT_MESSAGES),
  ...group('communityGroup', COMMUNITY_GROUP_MESSAGES),
  ...group('discussion', DISCUSSION_MESSAGES),
  ...group('comment', COMMENT_MESSAGES),
  ...group('vendor', VENDOR_MESSAGES),
  ...group('productSync', PRODUCT_SYNC_MESSAGES),
  ...group('siteUpload', SITE_UPLOAD_MESSAGES),
  ...group('islamicEvent', ISLAMIC_EVENT_MESSAGES),
  ...group('eventTranslation', EVENT_TRANSLATION_MESSAGES),
  ...group('article', ARTICLE_MESSAGES),
  ...group('hijri', HIJRI_MESSAGES),
  ...group('security', {
    saveFailed: SECURITY_POINT_MESSAGES.saveFailed,
    pointTitle: SECURITY_POINT_MESSAGES.title,
    pointTitleTaken: SECURITY_POINT_MESSAGES.titleTaken,
    pointNotFound: SECURITY_POINT_MESSAGES.notFound,
    profileName: SECURITY_PROFILE_MESSAGES.profileName,
    unknownPoint: SECURITY_PROFILE_MESSAGES.unknownPoint,
    repeatedPoint: SECURITY_PROFILE_MESSAGES.repeatedPoint,
    profileNotFound: SECURITY_PROFILE_MESSAGES.notFound,
    groupTitle: SECURITY_GROUP_MESSAGES.title,
    profile: SECURITY_GROUP_MESSAGES.profile,
    unknownProfile: SECURITY_GROUP_MESSAGES.unknownProfile,
    notesTooLong: SECURITY_GROUP_MESSAGES.notesTooLong,
    groupNotFound: SECURITY_GROUP_MESSAGES.notFound,
    ...GRANT_MESSAGES,
    permissionValue: PERMISSION_VALUE_MESSAGE,
  }),
  ...group('discount', {
    ...DISCOUNT_MESSAGES,
    unknownCourseIds: 'No course has the id {{ids}}.',
    unknownCourse: 'Unknown course.',
    courseNotPublished: '"{{title}}" is not published; only published courses can get a discount.',
    courseNotLocked: '"{{title}}" is not a locked course; only locked courses can get a discount.',
    courseHasDiscount: '"{{title}}" already has a discount; remove it first.',
  }),
  ...group('instructor', INSTRUCTOR_MESSAGES),
  ...group('courseAudio', COURSE_AUDIO_MESSAGES),
  ...group('chat', {
    ...CHAT_MESSAGES,
    messageType: 'Please choose TEXT, AUDIO or IMAGE',
    deviceAppId: `appId must be ${CHAT_APP_ID}, the back-office's app id.`,
    tooManyToMark: `At most ${CHAT_LIMITS.markReadAtOnce} messages can be marked at once.`,
    unknownMessageIds: 'No message has the id {{ids}}.',
    heldBy: heldByMessage('{{name}}'),
  }),
  ...group('user', USER_MESSAGES),
  ...group('call', CALL_MESSAGES),

  ...group('athanPremium', ATHAN_PREMIUM_MESSAGES),
  ...group('subscription', SUBSCRIPTION_MESSAGES),
  ...group('videoCategory', VIDEO_CATEGORY_MESSAGES),
  ...group('videoSync', VIDEO_SYNC_MESSAGES),
  ...group('video', VIDEO_MESSAGES),
  ...group('packagePick', PACKAGE_PICK_MESSAGES),
  ...group('videoPackage', PACKAGE_MESSAGES),
};

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

/** The values a message's `{{name}}` placeholders were filled with. */
export type ServerMessageParams = Record<string, string>;
