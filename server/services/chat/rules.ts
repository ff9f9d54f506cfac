import { chatContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import type { ConversationRow, StoredMessageType } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { Storage } from '../uploads/storage';

const { CHAT_MESSAGES: M, CHAT_REFUSED_CODE } = chatContract;

/** The receiver of a learner's message while no teacher holds the conversation: any moderator. */
export const UNASSIGNED_RECEIVER = 0;

/** A chat action the conversation's state forbids: 409 with the spec's code 103. */
export const refused = (message: string) => new HttpError(409, message, { code: CHAT_REFUSED_CODE });

export const nowIso = (ctx: ServerContext) => new Date(ctx.now()).toISOString();

/** A course's program code from its alias: 'tajweed-basics' gives TAJWEED_BASICS. */
export function programCodeOf(alias: string): string {
  const code = alias.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return /^[A-Z]/.test(code) ? code.slice(0, 50) : `COURSE_${code}`.slice(0, 50);
}

/**
 * Makes sure `userId` holds the conversation, taking it when nobody does. Whether it is taken is
 * decided by one conditional UPDATE (only a row still without a teacher changes), so of two teachers
 * answering at once exactly one gets it; the other is refused with code 103. The learner's messages
 * that waited for any moderator are then addressed to the new teacher. `trx` is the caller's
 * transaction, so a later refusal undoes the taking too.
 */
export async function holdConversation(trx: Db, conversationId: number, userId: number): Promise<ConversationRow> {
  const taken = await trx
    .updateTable('conversations')
    .set({ moderator_id: userId })
    .where('id', '=', conversationId)
    .where('moderator_id', 'is', null)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) > 0) {
    await trx
      .updateTable('messages')
      .set({ receiver_id: userId })
      .where('conversation_id', '=', conversationId)
      .where('receiver_id', '=', UNASSIGNED_RECEIVER)
      .execute();
  }
  const row = await trx.selectFrom('conversations').selectAll().where('id', '=', conversationId).executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  const closedUnheld = row.moderator_id === null && row.status === 'CLOSED';
  if (row.moderator_id !== userId && !closedUnheld) throw refused(M.teacherAlreadyAssigned);
  return row;
}

const CATEGORY_OF: Record<Exclude<StoredMessageType, 'TEXT'>, string> = {
  AUDIO: 'CHAT_AUDIO',
  IMAGE: 'CHAT_IMAGE_PRIVATE',
};

/**
 * What a message stores: the text itself, or for AUDIO and IMAGE the key of a finished chat upload
 * of the matching category that the sender uploaded.
 */
export async function storedBody(ctx: ServerContext, type: StoredMessageType, body: string, senderId: number): Promise<string> {
  if (type === 'TEXT') return body;
  const field = (message: string) => ({ messageBody: message });
  if (!Storage.isKey(body)) throw badRequest(M.fileMissing, field(M.fileMissing));
  const upload = await ctx.db
    .selectFrom('uploads')
    .select(['category', 'uploaded_by', 'stored'])
    .where('image_key', '=', body)
    .executeTakeFirst();
  if (!upload) throw badRequest(M.fileMissing, field(M.fileMissing));
  if (upload.category !== CATEGORY_OF[type]) throw badRequest(M.fileWrongKind, field(M.fileWrongKind));
  if (upload.uploaded_by !== senderId) throw forbidden(M.fileNotYours);
  if (upload.stored !== 1) throw badRequest(M.fileNotReceived, field(M.fileNotReceived));
  return body;
}
