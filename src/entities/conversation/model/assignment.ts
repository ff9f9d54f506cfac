import { chatContract } from '@/shared/api';
import type { ConversationSummary } from './types';

/**
 * Which assignment a conversation is about, in the course's own naming scheme: weekly courses by
 * week and assignment number, the others by level and session. Null when the numbers are missing.
 */
export type AssignmentRef = { scheme: 'weekly'; week: number; assignment: number } | { scheme: 'level'; level: number; session: number };

export function assignmentOf(conversation: Pick<ConversationSummary, 'courseId' | 'weekNumber' | 'assignmentNumber' | 'levelId' | 'exerciseId'>): AssignmentRef | null {
  if (chatContract.WEEKLY_COURSE_IDS.includes(conversation.courseId)) {
    const { weekNumber: week, assignmentNumber: assignment } = conversation;
    return week === null || assignment === null ? null : { scheme: 'weekly', week, assignment };
  }
  const { levelId: level, exerciseId: session } = conversation;
  return level === null || session === null ? null : { scheme: 'level', level, session };
}
