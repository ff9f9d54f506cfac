import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerChatCalls } from '../chat';
import { registerInstructorCalls } from '../instructors';
import { registerCourseAudioCalls } from '../course-audio';
import { registerPresignedUrl } from '../uploads';
import { registerCourseCalls } from '../courses';
import { registerDiscountCalls } from '../discounts';
import { registerPlaylistCalls } from '../playlist';
import { registerChapterCalls } from '../chapters';
import { registerLessonCalls } from '../lessons';
import { registerExerciseCalls } from '../exercises';
import { registerBatchCalls } from '../batches';
import { registerLessonContentCalls } from '../lesson-content';

/** `/api/academy`: uploads, chat, and (as the screens arrive) courses, lessons and the rest. */
export const academyService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  registerPresignedUrl(app, ctx);
  registerChatCalls(app, ctx);
  registerInstructorCalls(app, ctx);
  registerCourseAudioCalls(app, ctx);
  registerCourseCalls(app, ctx);
  registerPlaylistCalls(app, ctx);
  registerDiscountCalls(app, ctx);
  registerChapterCalls(app, ctx);
  registerLessonCalls(app, ctx);
  registerExerciseCalls(app, ctx);
  registerBatchCalls(app, ctx);
  registerLessonContentCalls(app, ctx);
};
