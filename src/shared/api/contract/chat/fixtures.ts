import type { ChatMessage } from './chat';
import type { Conversation, ConversationPage, ConversationSummary } from './conversations';

/*
 * Sample replies for the moderator panel's stories and MSW handlers. They follow the demo seed of the
 * embedded server (same ids, learners, courses and states), with fixed dates (the seed's "now" taken
 * as 2025-03-14 10:00 UTC) so pictures stay stable. The moderator is user 3 (Fatima Siddiqui).
 */

/** Active Chats: conversations no teacher holds, most unread first. */
export const unassignedConversationFixtures: ConversationSummary[] = [
  {
    conversationId: 5,
    userId: 1005,
    userName: 'Sumayya Rehman',
    teacherId: null,
    teacherName: null,
    courseId: 5,
    courseTitle: 'Short Surahs: Weekly Recitation',
    courseType: 'SHORT_SURAHS',
    levelId: null,
    exerciseId: null,
    assignmentNumber: 1,
    dayNumber: 1,
    weekNumber: 1,
    unreadCount: 3,
    updatedAt: '2025-03-13T07:00:00.000Z',
    status: 'ACTIVE',
    lastMessage: { messageId: 16, conversationId: 5, sentDate: '2025-03-13T07:00:00.000Z', senderId: 1005, receiverId: 0, isRead: false, messageType: 'IMAGE', messageBody: '/api/storage/files/chat-image-private/practice-sheet-16.png?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: null },
  },
  {
    conversationId: 4,
    userId: 1004,
    userName: 'Ibrahim Khan',
    teacherId: null,
    teacherName: null,
    courseId: 2,
    courseTitle: 'Weekly Quran Circle',
    courseType: 'QURAN_CIRCLE',
    levelId: 1,
    exerciseId: 2,
    assignmentNumber: null,
    dayNumber: null,
    weekNumber: null,
    unreadCount: 2,
    updatedAt: '2025-03-14T09:55:00.000Z',
    status: 'ACTIVE',
    lastMessage: { messageId: 28, conversationId: 4, sentDate: '2025-03-14T09:55:00.000Z', senderId: 1004, receiverId: 0, isRead: false, messageType: 'TEXT', messageBody: 'This is my recitation for session 2. Is my madd long enough?', createdByAppId: 3, readDate: null },
  },
  {
    conversationId: 6,
    userId: 1006,
    userName: 'Yahya Chaudhry',
    teacherId: null,
    teacherName: null,
    courseId: 4,
    courseTitle: 'Learn the Arabic Alphabet',
    courseType: 'ARABIC_ALPHABET',
    levelId: 2,
    exerciseId: 1,
    assignmentNumber: null,
    dayNumber: null,
    weekNumber: null,
    unreadCount: 1,
    updatedAt: '2025-03-14T07:00:00.000Z',
    status: 'ACTIVE',
    lastMessage: { messageId: 20, conversationId: 6, sentDate: '2025-03-14T07:00:00.000Z', senderId: 1006, receiverId: 0, isRead: false, messageType: 'AUDIO', messageBody: '/api/storage/files/chat-audio/voice-note-20.mp3?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: null },
  },
];

/** Assigned to Me: the moderator's open conversations, most unread first. */
export const assignedConversationFixtures: ConversationSummary[] = [
  {
    conversationId: 3,
    userId: 1003,
    userName: 'Maryam Iqbal',
    teacherId: 3,
    teacherName: 'Fatima Siddiqui',
    courseId: 2,
    courseTitle: 'Weekly Quran Circle',
    courseType: 'QURAN_CIRCLE',
    levelId: 1,
    exerciseId: 4,
    assignmentNumber: null,
    dayNumber: null,
    weekNumber: null,
    unreadCount: 2,
    updatedAt: '2025-03-14T09:50:00.000Z',
    status: 'ACTIVE',
    lastMessage: { messageId: 26, conversationId: 3, sentDate: '2025-03-14T09:50:00.000Z', senderId: 1003, receiverId: 3, isRead: false, messageType: 'AUDIO', messageBody: '/api/storage/files/chat-audio/voice-note-26.mp3?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: null },
  },
  {
    conversationId: 1,
    userId: 1001,
    userName: 'Ayesha Malik',
    teacherId: 3,
    teacherName: 'Fatima Siddiqui',
    courseId: 1,
    courseTitle: 'Tajweed Basics',
    courseType: 'TAJWEED_BASICS',
    levelId: null,
    exerciseId: null,
    assignmentNumber: 2,
    dayNumber: 2,
    weekNumber: 3,
    unreadCount: 2,
    updatedAt: '2025-03-14T09:10:00.000Z',
    status: 'ACTIVE',
    lastMessage: { messageId: 23, conversationId: 1, sentDate: '2025-03-14T09:10:00.000Z', senderId: 1001, receiverId: 3, isRead: false, messageType: 'TEXT', messageBody: 'JazakAllah khair for the feedback on lesson 3.', createdByAppId: 3, readDate: null },
  },
  {
    conversationId: 2,
    userId: 1002,
    userName: 'Hamza Sheikh',
    teacherId: 3,
    teacherName: 'Fatima Siddiqui',
    courseId: 1,
    courseTitle: 'Tajweed Basics',
    courseType: 'TAJWEED_BASICS',
    levelId: null,
    exerciseId: null,
    assignmentNumber: 3,
    dayNumber: null,
    weekNumber: 2,
    unreadCount: 1,
    updatedAt: '2025-03-14T09:29:00.000Z',
    status: 'ACTIVE',
    lastMessage: { messageId: 24, conversationId: 2, sentDate: '2025-03-14T09:29:00.000Z', senderId: 1002, receiverId: 3, isRead: false, messageType: 'AUDIO', messageBody: '/api/storage/files/chat-audio/voice-note-24.mp3?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: null },
  },
];

/** Completed: the moderator's conversations marked as pass, the latest first. */
export const completedConversationFixtures: ConversationSummary[] = [
  {
    conversationId: 9,
    userId: 1002,
    userName: 'Hamza Sheikh',
    teacherId: 3,
    teacherName: 'Fatima Siddiqui',
    courseId: 5,
    courseTitle: 'Short Surahs: Weekly Recitation',
    courseType: 'SHORT_SURAHS',
    levelId: null,
    exerciseId: null,
    assignmentNumber: 2,
    dayNumber: null,
    weekNumber: 1,
    unreadCount: 0,
    updatedAt: '2025-03-08T10:00:00.000Z',
    status: 'CLOSED',
    lastMessage: { messageId: 6, conversationId: 9, sentDate: '2025-03-08T09:50:00.000Z', senderId: 3, receiverId: 1002, isRead: true, messageType: 'TEXT', messageBody: 'Well done, the second one is clear and steady. Marked as pass.', createdByAppId: 9, readDate: '2025-03-08T09:55:00.000Z' },
  },
  {
    conversationId: 8,
    userId: 1001,
    userName: 'Ayesha Malik',
    teacherId: 3,
    teacherName: 'Fatima Siddiqui',
    courseId: 1,
    courseTitle: 'Tajweed Basics',
    courseType: 'TAJWEED_BASICS',
    levelId: null,
    exerciseId: null,
    assignmentNumber: 1,
    dayNumber: null,
    weekNumber: 2,
    unreadCount: 0,
    updatedAt: '2025-03-04T10:25:00.000Z',
    status: 'CLOSED',
    lastMessage: { messageId: 3, conversationId: 8, sentDate: '2025-03-04T10:28:00.000Z', senderId: 3, receiverId: 1001, isRead: true, messageType: 'TEXT', messageBody: 'Excellent recitation, Ayesha. This assignment is marked as pass.', createdByAppId: 9, readDate: '2025-03-04T10:33:00.000Z' },
  },
];

/** An open conversation held by the moderator: an image, voice notes both ways and texts over four days, two unread. */
export const openConversationFixture: Conversation = {
  conversationId: 3,
  userId: 1003,
  userName: 'Maryam Iqbal',
  teacherId: 3,
  teacherName: 'Fatima Siddiqui',
  courseId: 2,
  courseTitle: 'Weekly Quran Circle',
  courseType: 'QURAN_CIRCLE',
  levelId: 1,
  exerciseId: 4,
  assignmentNumber: null,
  dayNumber: null,
  weekNumber: null,
  unreadCount: 2,
  updatedAt: '2025-03-14T09:50:00.000Z',
  status: 'ACTIVE',
  lastMessage: { messageId: 26, conversationId: 3, sentDate: '2025-03-14T09:50:00.000Z', senderId: 1003, receiverId: 3, isRead: false, messageType: 'AUDIO', messageBody: '/api/storage/files/chat-audio/voice-note-26.mp3?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: null },
  messages: [
    { messageId: 7, conversationId: 3, sentDate: '2025-03-11T10:00:00.000Z', senderId: 1003, receiverId: 3, isRead: true, messageType: 'IMAGE', messageBody: '/api/storage/files/chat-image-private/practice-sheet-7.png?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: '2025-03-11T10:05:00.000Z' },
    { messageId: 8, conversationId: 3, sentDate: '2025-03-11T10:45:00.000Z', senderId: 3, receiverId: 1003, isRead: true, messageType: 'AUDIO', messageBody: '/api/storage/files/chat-audio/voice-note-8.mp3?expires=1741946400&signature=fixture', createdByAppId: 9, readDate: '2025-03-11T10:50:00.000Z' },
    { messageId: 18, conversationId: 3, sentDate: '2025-03-13T10:00:00.000Z', senderId: 1003, receiverId: 3, isRead: true, messageType: 'TEXT', messageBody: 'Is the weekly class still on Saturday?', createdByAppId: 3, readDate: '2025-03-13T10:05:00.000Z' },
    { messageId: 19, conversationId: 3, sentDate: '2025-03-13T11:00:00.000Z', senderId: 3, receiverId: 1003, isRead: true, messageType: 'TEXT', messageBody: 'Yes, Saturday after Asr, in sha Allah.', createdByAppId: 9, readDate: '2025-03-13T11:05:00.000Z' },
    { messageId: 25, conversationId: 3, sentDate: '2025-03-14T09:48:00.000Z', senderId: 1003, receiverId: 3, isRead: false, messageType: 'TEXT', messageBody: 'Assalamu alaikum, could you check my recitation of Surah Al-Ikhlas?', createdByAppId: 3, readDate: null },
    { messageId: 26, conversationId: 3, sentDate: '2025-03-14T09:50:00.000Z', senderId: 1003, receiverId: 3, isRead: false, messageType: 'AUDIO', messageBody: '/api/storage/files/chat-audio/voice-note-26.mp3?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: null },
  ],
};

/** A conversation waiting for a teacher (answering it takes it): text, a voice note and an image, all unread. */
export const unassignedConversationFixture: Conversation = {
  conversationId: 5,
  userId: 1005,
  userName: 'Sumayya Rehman',
  teacherId: null,
  teacherName: null,
  courseId: 5,
  courseTitle: 'Short Surahs: Weekly Recitation',
  courseType: 'SHORT_SURAHS',
  levelId: null,
  exerciseId: null,
  assignmentNumber: 1,
  dayNumber: 1,
  weekNumber: 1,
  unreadCount: 3,
  updatedAt: '2025-03-13T07:00:00.000Z',
  status: 'ACTIVE',
  lastMessage: { messageId: 16, conversationId: 5, sentDate: '2025-03-13T07:00:00.000Z', senderId: 1005, receiverId: 0, isRead: false, messageType: 'IMAGE', messageBody: '/api/storage/files/chat-image-private/practice-sheet-16.png?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: null },
  messages: [
    { messageId: 9, conversationId: 5, sentDate: '2025-03-12T09:55:00.000Z', senderId: 1005, receiverId: 0, isRead: false, messageType: 'TEXT', messageBody: 'Assalamu alaikum! Here is my first recitation of Surah Al-Fatiha.', createdByAppId: 3, readDate: null },
    { messageId: 11, conversationId: 5, sentDate: '2025-03-12T10:00:00.000Z', senderId: 1005, receiverId: 0, isRead: false, messageType: 'AUDIO', messageBody: '/api/storage/files/chat-audio/voice-note-11.mp3?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: null },
    { messageId: 16, conversationId: 5, sentDate: '2025-03-13T07:00:00.000Z', senderId: 1005, receiverId: 0, isRead: false, messageType: 'IMAGE', messageBody: '/api/storage/files/chat-image-private/practice-sheet-16.png?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: null },
  ],
};

/** A conversation marked as pass: the panel shows 'Assignment marked as pass' instead of the composer. */
export const closedConversationFixture: Conversation = {
  conversationId: 8,
  userId: 1001,
  userName: 'Ayesha Malik',
  teacherId: 3,
  teacherName: 'Fatima Siddiqui',
  courseId: 1,
  courseTitle: 'Tajweed Basics',
  courseType: 'TAJWEED_BASICS',
  levelId: null,
  exerciseId: null,
  assignmentNumber: 1,
  dayNumber: null,
  weekNumber: 2,
  unreadCount: 0,
  updatedAt: '2025-03-04T10:25:00.000Z',
  status: 'CLOSED',
  lastMessage: { messageId: 3, conversationId: 8, sentDate: '2025-03-04T10:28:00.000Z', senderId: 3, receiverId: 1001, isRead: true, messageType: 'TEXT', messageBody: 'Excellent recitation, Ayesha. This assignment is marked as pass.', createdByAppId: 9, readDate: '2025-03-04T10:33:00.000Z' },
  messages: [
    { messageId: 1, conversationId: 8, sentDate: '2025-03-04T09:20:00.000Z', senderId: 1001, receiverId: 3, isRead: true, messageType: 'AUDIO', messageBody: '/api/storage/files/chat-audio/voice-note-1.mp3?expires=1741946400&signature=fixture', createdByAppId: 3, readDate: '2025-03-04T09:25:00.000Z' },
    { messageId: 2, conversationId: 8, sentDate: '2025-03-04T10:00:00.000Z', senderId: 3, receiverId: 1001, isRead: true, messageType: 'AUDIO', messageBody: '/api/storage/files/chat-audio/voice-note-2.mp3?expires=1741946400&signature=fixture', createdByAppId: 9, readDate: '2025-03-04T10:05:00.000Z' },
    { messageId: 3, conversationId: 8, sentDate: '2025-03-04T10:28:00.000Z', senderId: 3, receiverId: 1001, isRead: true, messageType: 'TEXT', messageBody: 'Excellent recitation, Ayesha. This assignment is marked as pass.', createdByAppId: 9, readDate: '2025-03-04T10:33:00.000Z' },
  ],
};

/** A page of a chat list as the server sends it (10 a page unless told). */
export function conversationPageOf(items: readonly ConversationSummary[], pageNumber = 1, pageSize = 10): ConversationPage {
  return {
    content: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    totalRecords: items.length,
    pageNumber,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

const LEARNER_NAMES = ['Aisha Noor', 'Bilal Hussain', 'Fatima Zahra', 'Hassan Raza', 'Khalid Mehmood', 'Layla Ahmed', 'Musa Karim', 'Noor Fatima'];

/** Many waiting conversations, for the list's infinite scroll: the newest first, every third one with unread voice notes. */
export function manyUnassignedConversations(count: number): ConversationSummary[] {
  const start = Date.parse('2025-03-14T10:00:00.000Z');
  return Array.from({ length: count }, (_, index) => {
    const conversationId = 100 + index;
    const userId = 2000 + index;
    const updatedAt = new Date(start - index * 17 * 60 * 1000).toISOString();
    const voice = index % 3 === 0;
    const lastMessage: ChatMessage = {
      messageId: 5000 + index,
      conversationId,
      sentDate: updatedAt,
      senderId: userId,
      receiverId: 0,
      isRead: false,
      messageType: voice ? 'AUDIO' : 'TEXT',
      messageBody: voice
        ? `/api/storage/files/chat-audio/voice-note-${5000 + index}.mp3?expires=1741946400&signature=fixture`
        : 'Assalamu alaikum, here is my assignment.',
      createdByAppId: 3,
      readDate: null,
    };
    return {
      conversationId,
      userId,
      userName: `${LEARNER_NAMES[index % LEARNER_NAMES.length]} ${Math.floor(index / LEARNER_NAMES.length) + 1}`,
      teacherId: null,
      teacherName: null,
      courseId: 1,
      courseTitle: 'Tajweed Basics',
      courseType: 'TAJWEED_BASICS',
      levelId: null,
      exerciseId: null,
      assignmentNumber: (index % 5) + 1,
      dayNumber: null,
      weekNumber: (index % 15) + 1,
      unreadCount: voice ? 2 : 1,
      updatedAt,
      status: 'ACTIVE',
      lastMessage,
    };
  });
}
