import type { FastifyInstance } from 'fastify';
import { courseAudioContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { registerCall } from '../../http/route';
import { registerResource } from '../../resources/register-resource';

const { COURSE_AUDIO_MESSAGES, courseAudios } = courseAudioContract;
const fileRequired = () => badRequest(COURSE_AUDIO_MESSAGES.fileRequired, { path: COURSE_AUDIO_MESSAGES.fileRequired });

/** The file must be a stored upload of the AUDIO category (MP3, at most 5 MB, checked on upload). */
async function checkAudio(db: Db, path: string): Promise<void> {
  const upload = await db.selectFrom('uploads').select(['category', 'stored']).where('image_key', '=', path).executeTakeFirst();
  if (!upload || upload.category !== 'AUDIO' || upload.stored !== 1) throw fileRequired();
}

export function registerCourseAudioCalls(app: FastifyInstance, ctx: ServerContext): void {
  const playable = (path: string) => ctx.storage.publicReadUrl(path, ctx.publicOrigin);

  registerResource(app, ctx, courseAudios, {
    table: 'course_audio',
    keywordColumns: ['title'],
    orderColumn: 'id',
    sortColumns: { title: 'title' },
    filterColumns: { type: 'type' },
    derivedFields: ['url'],
    toRecord: (row) => ({ id: Number(row.id), title: String(row.title), url: playable(String(row.path)), path: String(row.path), type: 'AUDIO' as const }),
    async check(db, input, { existing }) {
      // The file is required when adding; leaving it out on edit keeps the stored one.
      if (input.path === undefined && existing === null) throw fileRequired();
      if (input.path !== undefined) await checkAudio(db, input.path);
    },
    toColumns: (input, { now, existing }) => ({
      title: input.title,
      ...(input.path !== undefined ? { path: input.path } : {}),
      type: input.type,
      updated_at: new Date(now).toISOString(),
      ...(existing ? {} : { created_at: new Date(now).toISOString() }),
    }),
  });

  registerCall(app, ctx, courseAudioContract.courseAudioNameSummary, async ({ query }) => {
    const rows = await ctx.db
      .selectFrom('course_audio')
      .selectAll()
      .where('type', '=', query.type)
      .orderBy('id', query.descending === 'true' ? 'desc' : 'asc')
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute();
    return rows.map((row) => ({ id: row.id, title: row.title, url: playable(row.path), path: row.path }));
  });
}
