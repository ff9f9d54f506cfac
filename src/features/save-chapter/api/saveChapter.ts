import { callApi, chaptersContract, replyText } from '@/shared/api';

/** Adds a chapter (POST chapter/save) or changes one (PUT chapter/update, the id in the body). */
export async function saveChapter(id: number | null, input: chaptersContract.ChapterInput) {
  const reply =
    id === null
      ? await callApi(chaptersContract.saveChapter, { body: input })
      : await callApi(chaptersContract.updateChapter, { body: { ...input, id } });
  if (!reply.success) throw new Error(replyText(reply) ?? '');
  return reply;
}
