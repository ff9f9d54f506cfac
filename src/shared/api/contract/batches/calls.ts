import { z } from 'zod';
import { recordIdField, successReply } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { BATCH_MESSAGES, batchContent, batchContentInput, batchRow, startBatchInput } from './batches';

/** The list's filter: the chosen course (required). */
export const batchFilters = z.object({
  courseId: recordIdField(z.number({ error: BATCH_MESSAGES.course }), BATCH_MESSAGES.course),
});

/**
 * A course's batches: POST batch/list-active (every batch of the course, newest start first, ten to a
 * page), GET batch/{id}/get-content (the batch with its lesson contents and the course's lessons), and
 * PATCH batch/content/{id} (the whole list of lesson contents and the id; the edit bit). Each save is
 * kept in the batch's history.
 */
export const batches = defineResource({
  name: 'batch',
  service: 'academy',
  point: 'BATCHES',
  idKey: 'id',
  record: batchContent,
  listRecord: batchRow,
  input: batchContentInput,
  filters: batchFilters,
  paging: 'academy',
  paths: {
    list: '/batch/list-active',
    find: '/batch/:id/get-content',
    update: '/batch/content/:id',
    history: '/batch/:id/history',
  },
  updateMethod: 'PATCH',
  messages: { added: BATCH_MESSAGES.started, updated: BATCH_MESSAGES.updated, deleted: 'Record deleted successfully!', notFound: BATCH_MESSAGES.notFound },
});

/**
 * POST batch: starts a new batch of the course now (the add bit), with the lesson contents of the
 * course's latest batch to begin from. The spec names /batchcontents/create but no call for it.
 */
export const startBatch = defineCall({
  service: 'academy',
  method: 'POST',
  path: '/batch',
  summary: 'Start a new batch of a course',
  access: { point: 'BATCHES', bit: 'add' },
  body: startBatchInput,
  reply: successReply.extend({ data: batchRow }),
});
