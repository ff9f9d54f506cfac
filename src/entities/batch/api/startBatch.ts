import { batchesContract, callApi } from '@/shared/api';

/** Starts a new batch of the course (POST batch); answers the new batch's row. */
export async function startBatch(courseId: number): Promise<batchesContract.BatchRow> {
  const reply = await callApi(batchesContract.startBatch, { body: { courseId } });
  return reply.data;
}
