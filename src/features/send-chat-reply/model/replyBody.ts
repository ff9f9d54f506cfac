import { chatContract } from '@/shared/api';

/**
 * The send-message-moderator body for one reply in a conversation: the conversation's course and
 * lesson numbers echoed back, the signed-in sender, the learner as receiver and app id 9.
 */
export function replyBody(
  conversation: chatContract.Conversation | chatContract.ConversationSummary,
  senderId: number,
  messageType: chatContract.MessageType,
  messageBody: string,
): chatContract.SendModeratorMessageBody {
  return {
    conversationId: conversation.conversationId,
    courseId: conversation.courseId,
    levelId: conversation.levelId,
    exerciseId: conversation.exerciseId,
    assignmentNumber: conversation.assignmentNumber,
    dayNumber: conversation.dayNumber,
    weekNumber: conversation.weekNumber,
    courseType: conversation.courseType,
    senderId,
    receiverId: conversation.userId,
    messageType,
    messageBody,
    createdByAppId: chatContract.CHAT_APP_ID,
  };
}

/** Whether a refusal is the one after which the spec reloads the page (another teacher took the chat). */
export function isTeacherAlreadyAssigned(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return Number(code) === chatContract.CHAT_REFUSED_CODE && error.message === chatContract.CHAT_MESSAGES.teacherAlreadyAssigned;
}
