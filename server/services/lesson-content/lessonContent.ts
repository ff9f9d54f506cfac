import type { FastifyInstance } from 'fastify';
import { lessonContentContract } from '@/shared/api/contract';
import { can } from '@/shared/lib/permissions';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { registerResource } from '../../resources/register-resource';
import './tables';

const { lessonContents, LESSON_CONTENT_LIMITS, LESSON_CONTENT_MESSAGES: M } = lessonContentContract;
type Row = Record<string, unknown>;

/** Theory is written for a lesson that exists and whose content is dynamic (the screen offers no other). */
async function checkLesson(db: Db, lessonId: number): Promise<void> {
  const lesson = await db.selectFrom('lessons').select(['is_content_dynamic', 'type']).where('id', '=', lessonId).executeTakeFirst();
  if (!lesson) throw notFound(M.lessonNotFound);
  if (lesson.is_content_dynamic !== 1 || lesson.type === 'PRACTICE_ASSIGN') throw badRequest(M.notDynamic, { lessonId: M.notDynamic });
}

/**
 * The audio must be a stored AUDIO upload (MP3 only, its leading bytes checked when it was sent) of at
 * most 2 MB: the upload category allows 5 MB for course audio, so the theory's own limit is checked here.
 */
async function checkAudio(db: Db, key: string): Promise<void> {
  const upload = await db.selectFrom('uploads').select(['category', 'stored', 'size', 'content_type']).where('image_key', '=', key).executeTakeFirst();
  if (!upload || upload.stored !== 1) throw badRequest(M.audioNotUploaded, { audioPath: M.audioNotUploaded });
  if (upload.category !== 'AUDIO' || upload.content_type !== 'audio/mpeg') throw badRequest(M.audioType, { audioPath: M.audioType });
  if (upload.size > LESSON_CONTENT_LIMITS.audioBytes) throw badRequest(M.audioTooLarge, { audioPath: M.audioTooLarge });
}

/** The theory calls of spec §7, through the resource mechanism. */
export function registerLessonContentCalls(app: FastifyInstance, ctx: ServerContext): void {
  const playable = (key: unknown) => (typeof key === 'string' && key ? ctx.storage.publicReadUrl(key, ctx.publicOrigin) : null);

  registerResource(app, ctx, lessonContents, {
    table: 'lesson_contents',
    keywordColumns: ['title_en', 'title_ar', 'description'],
    orderColumn: 'id',
    filterColumns: { lessonId: 'lesson_id' },
    derivedFields: ['audioPathUrl'],
    async checkList(db, fields) {
      const lesson = await db.selectFrom('lessons').select('id').where('id', '=', Number(fields.lessonId)).executeTakeFirst();
      if (!lesson) throw notFound(M.lessonNotFound);
    },
    toRecord: (row: Row) => ({
      id: Number(row.id),
      lessonId: Number(row.lesson_id),
      title: { en: String(row.title_en), ar: String(row.title_ar) },
      description: String(row.description),
      audioPath: typeof row.audio_key === 'string' ? row.audio_key : null,
      audioPathUrl: playable(row.audio_key),
      status: row.status as lessonContentContract.LessonContentStatus,
    }),
    async check(db, input, { existing, session }) {
      // A status is a publish or unpublish: the perform bit, on top of the update's edit bit.
      if (input.status !== undefined && (existing === null || !can(session.permissions, 'LESSONS', 'perform'))) {
        if (existing === null) throw badRequest(M.statusChoice, { status: M.statusChoice });
        throw forbidden();
      }
      // A theory stays on the lesson it was written for.
      if (existing === null) await checkLesson(db, input.lessonId);
      if (input.audioPath !== undefined && input.audioPath !== existing?.audio_key) await checkAudio(db, input.audioPath);
    },
    toColumns: (input, { now, existing }) => {
      const at = new Date(now).toISOString();
      return {
        ...(existing ? {} : { lesson_id: input.lessonId, status: 'NEW', created_at: at }),
        ...(existing && input.status ? { status: input.status } : {}),
        title_en: input.title.en,
        title_ar: input.title.ar,
        description: input.description,
        ...(input.audioPath !== undefined ? { audio_key: input.audioPath } : {}),
        updated_at: at,
      };
    },
    updatedMessage: (input) => (input.status ? M.statusUpdated : undefined),
  });
}
