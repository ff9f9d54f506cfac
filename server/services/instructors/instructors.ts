import type { FastifyInstance } from 'fastify';
import { instructorsContract } from '@/shared/api/contract';
import { INSTRUCTOR_GROUP_ID } from '@/shared/config';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { registerCall } from '../../http/route';
import { registerResource } from '../../resources/register-resource';

const { INSTRUCTOR_MESSAGES, instructors } = instructorsContract;
const imageRequired = () => badRequest(INSTRUCTOR_MESSAGES.imageRequired, { imagePath: INSTRUCTOR_MESSAGES.imageRequired });

/** A stored JSON list of strings; an unreadable one shows as empty rather than failing the page. */
function expertiseOf(stored: unknown): string[] {
  try {
    const parsed: unknown = JSON.parse(String(stored));
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The user must be an active member of the instructor group; the image a stored instructor image. */
async function checkInput(db: Db, input: instructorsContract.InstructorInput, isCreate: boolean): Promise<void> {
  const user = await db.selectFrom('users').select(['group_id', 'status']).where('id', '=', input.userId).executeTakeFirst();
  if (!user || user.group_id !== INSTRUCTOR_GROUP_ID || user.status !== 1) {
    throw badRequest(INSTRUCTOR_MESSAGES.user, { userId: INSTRUCTOR_MESSAGES.user });
  }
  if (input.imagePath === undefined) {
    if (isCreate) throw imageRequired();
    return;
  }
  const upload = await db.selectFrom('uploads').select(['category', 'stored']).where('image_key', '=', input.imagePath).executeTakeFirst();
  if (!upload || upload.category !== 'INSTRUCTOR_IMAGE' || upload.stored !== 1) throw imageRequired();
}

export function registerInstructorCalls(app: FastifyInstance, ctx: ServerContext): void {
  const imageUrl = (key: unknown) => (typeof key === 'string' ? ctx.storage.publicReadUrl(key, ctx.publicOrigin) : null);

  registerResource(app, ctx, instructors, {
    table: 'instructors',
    readFrom: 'named_instructors',
    keywordColumns: ['fullname', 'short_description'],
    orderColumn: 'id',
    sortColumns: { name: 'fullname' },
    derivedFields: ['imageUrl', 'thumbnailUrl'],
    toRecord: (row) => ({
      id: Number(row.id),
      userId: Number(row.user_id),
      name: String(row.fullname),
      shortDescription: String(row.short_description),
      longDescription: String(row.long_description),
      imagePath: (row.image_key as string | null) ?? null,
      imageUrl: imageUrl(row.image_key),
      thumbnailUrl: imageUrl(row.image_key),
      expertise: expertiseOf(row.expertise),
    }),
    check: (db, input, { existing }) => checkInput(db, input, existing === null),
    toColumns: (input, { now, existing }) => ({
      user_id: input.userId,
      short_description: input.shortDescription,
      long_description: input.longDescription,
      ...(input.imagePath !== undefined ? { image_key: input.imagePath } : {}),
      expertise: JSON.stringify(input.expertise),
      updated_at: new Date(now).toISOString(),
      ...(existing ? {} : { created_at: new Date(now).toISOString() }),
    }),
    unique: [{ column: 'user_id', field: 'userId', message: INSTRUCTOR_MESSAGES.alreadyInstructor }],
  });

  registerCall(app, ctx, instructorsContract.instructorNameSummary, async () => {
    const rows = await ctx.db.selectFrom('instructors as i').innerJoin('users as u', 'u.id', 'i.user_id').select(['i.id', 'u.fullname']).orderBy('u.fullname').execute();
    return rows.map((row) => ({ id: row.id, name: row.fullname }));
  });

  registerCall(app, ctx, instructorsContract.userList, async ({ body }) => {
    const members = ctx.db.selectFrom('users').where('group_id', '=', body.groupId).where('status', '=', 1);
    const total = await members.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await members
      .select(['id', 'fullname'])
      .orderBy('fullname')
      .limit(body.limitCount)
      .offset((body.pageNo - 1) * body.limitCount)
      .execute();
    return { content: rows.map((row) => ({ userId: row.id, fullname: row.fullname })), totalRecords: Number(total?.total ?? 0) };
  });
}
