import { chatContract } from '@/shared/api/contract';
import type { Db } from '../../db/database';
import type { ConversationRow } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { hasEveryBit } from '../../security/permissions';
import type { Session } from '../../security/sessions';

/**
 * Who reads a conversation's messages (and gets signed links to its files): the teacher who holds
 * it; anyone with the moderator panel while nobody holds it (Active Chats); and whoever oversees
 * every chat, a security profile with ALL on the moderator panel (the administrators).
 */
export const overseesEveryChat = (session: Session) => hasEveryBit(session.permissions, 'MODERATOR_PANEL');

export function mayRead(session: Session, conversation: Pick<ConversationRow, 'moderator_id'>): boolean {
  const holder = conversation.moderator_id;
  return holder === null || holder === session.userId || overseesEveryChat(session);
}

/** Refuses with 403 a conversation another teacher holds, naming the teacher. */
export async function assertMayRead(db: Db, session: Session, conversation: Pick<ConversationRow, 'moderator_id'>): Promise<void> {
  if (mayRead(session, conversation)) return;
  const holder = await db.selectFrom('users').select('fullname').where('id', '=', conversation.moderator_id!).executeTakeFirst();
  throw forbidden(holder ? chatContract.heldByMessage(holder.fullname) : chatContract.CHAT_MESSAGES.heldByAnotherTeacher);
}

/** The ids of the conversations the caller holds or nobody holds, as a subquery. */
export function heldByCallerOrNobody(db: Db, session: Session) {
  return db
    .selectFrom('conversations')
    .select('id')
    .where((eb) => eb.or([eb('moderator_id', 'is', null), eb('moderator_id', '=', session.userId)]));
}
