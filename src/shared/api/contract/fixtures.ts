import { PERMISSION_BITS, SECURITY_POINTS, type PermissionMap } from '@/shared/lib/permissions';
import type { Profile } from './auth';
import type { ChatMessage, UnreadMessages } from './chat';

/**
 * Sample replies for stories and MSW handlers. They match the demo seed of the embedded server
 * (same ids, names and permission values) and use fixed dates so pictures stay stable.
 */

const everyPoint = (value: number): PermissionMap =>
  Object.fromEntries(SECURITY_POINTS.map((point) => [point.key, value])) as PermissionMap;

const { list, view, add, edit, perform } = PERMISSION_BITS;

export const adminProfile: Profile = {
  userId: 1,
  fullname: 'Amina Rahman',
  username: 'admin@example.com',
  groupId: 1,
  securityPermissions: everyPoint(PERMISSION_BITS.all),
  mustChangePassword: false,
};

export const moderatorProfile: Profile = {
  userId: 3,
  fullname: 'Fatima Siddiqui',
  username: 'moderator@example.com',
  groupId: 7,
  securityPermissions: { MODERATOR_PANEL: list | view | add | edit | perform, DASHBOARD: list },
  mustChangePassword: false,
};

export const viewerProfile: Profile = {
  userId: 5,
  fullname: 'Zainab Hussain',
  username: 'viewer@example.com',
  groupId: 15,
  securityPermissions: everyPoint(list | view),
  mustChangePassword: false,
};

/** A signed-in user who must choose a new password before using the panel. */
export const mustChangePasswordProfile: Profile = {
  userId: 6,
  fullname: 'Omar Farooq',
  username: 'newstaff@example.com',
  groupId: 3,
  securityPermissions: {},
  mustChangePassword: true,
};

/** Unread messages the moderator received (three voice notes and two texts). */
export const chatMessages: ChatMessage[] = [
  {
    messageId: 12,
    conversationId: 3,
    sentDate: '2025-03-14T09:42:00.000Z',
    senderId: 9,
    receiverId: 3,
    isRead: false,
    messageType: 'AUDIO',
    messageBody: '/api/storage/files/chat-audio/maryam-recitation.mp3?expires=1741946400&signature=fixture',
  },
  {
    messageId: 11,
    conversationId: 3,
    sentDate: '2025-03-14T09:40:00.000Z',
    senderId: 9,
    receiverId: 3,
    isRead: false,
    messageType: 'TEXT',
    messageBody: 'Assalamu alaikum, could you check my recitation of Surah Al-Ikhlas?',
  },
  {
    messageId: 8,
    conversationId: 2,
    sentDate: '2025-03-13T17:05:00.000Z',
    senderId: 8,
    receiverId: 3,
    isRead: false,
    messageType: 'AUDIO',
    messageBody: '/api/storage/files/chat-audio/hamza-makharij.mp3?expires=1741946400&signature=fixture',
  },
  {
    messageId: 5,
    conversationId: 1,
    sentDate: '2025-03-12T11:20:00.000Z',
    senderId: 7,
    receiverId: 3,
    isRead: false,
    messageType: 'AUDIO',
    messageBody: '/api/storage/files/chat-audio/ayesha-lesson-4.mp3?expires=1741946400&signature=fixture',
  },
  {
    messageId: 4,
    conversationId: 1,
    sentDate: '2025-03-12T11:18:00.000Z',
    senderId: 7,
    receiverId: 3,
    isRead: false,
    messageType: 'TEXT',
    messageBody: 'JazakAllah khair for the feedback on lesson 3.',
  },
];

export const unreadMessagesReplyFixture: UnreadMessages = {
  content: chatMessages,
  totalRecords: chatMessages.length,
};

export const noUnreadMessagesReplyFixture: UnreadMessages = { content: [], totalRecords: 0 };
export { instructorFixtures, instructorUserFixtures, manyInstructors } from './instructors/fixtures';
export { courseAudioFixtures } from './course-audio/fixtures';
export { discountFixtures, eligibleCourseFixtures } from './discounts/fixtures';
export { basicCourseFixture, courseVideoTitleFixtures, masterclassCourseFixture, recurringCourseFixture } from './courses/course-fixtures';
export { chapterCourseFixtures, chapterFixtures } from './chapters/fixtures';
export { courseListFixtures, manyCourseRows } from './courses/list-fixtures';
export {
  assignedConversationFixtures,
  closedConversationFixture,
  completedConversationFixtures,
  conversationPageOf,
  manyUnassignedConversations,
  openConversationFixture,
  unassignedConversationFixture,
  unassignedConversationFixtures,
} from './chat/fixtures';
export { tagFixtures } from './site/fixtures';
export { pageMetaFixtures, sitePageFixtures } from './site/seo-fixtures';
export { blogCategoryFixtures, communityGroupFixtures, galleryCategoryFixtures } from './site/fixtures';
export { productSyncRunFixtures, syncedVendorFixture } from './shop/fixtures';
