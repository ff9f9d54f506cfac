import { batchesContract, useFileUpload } from '@/shared/api';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { batchContentFormSchema, formFieldOf, toEntryInput, toFormValues, type BatchContentFormValues } from './draft';

const { BATCH_MESSAGES: M, batches } = batchesContract;

/** The batch content form's words, in the panel's language (the form lists `server-messages` among its namespaces). */
export const batchSpecText = specTextOf('batch', M);

/**
 * Saving a batch's lesson contents: new images are uploaded first, then the whole list is sent with the
 * batch's id. A refused save keeps every field as typed, says 'Something went wrong, please check all
 * the fields.' with the server's reason and marks the fields at fault; a save that gets no refusal back
 * (the server unreachable, a thrown error) says 'An error occurred while saving the content.'.
 */
export function useBatchContentForm(batch: batchesContract.BatchContent, onDone: () => void) {
  const images = useFileUpload('LESSON_IMAGE_PRIVATE');
  return useResourceForm<BatchContentFormValues>({
    resource: batches,
    id: batch.id,
    schema: batchContentFormSchema,
    defaultValues: toFormValues(batch.lessonContents),
    variant: 'page',
    onDone,
    failedTitle: batchSpecText(M.saveFailed) ?? M.saveFailed,
    thrownTitle: batchSpecText(M.saveError) ?? M.saveError,
    formFieldOf,
    toInput: async (values) => {
      const lessonContents = [];
      for (const draft of values.lessonContents) {
        const keys: string[] = [];
        if (draft.lessonType === 'ASSIGNMENT' && draft.contentType === 'IMAGE') {
          for (const image of draft.images) keys.push(image.key ?? (await images.upload(image.file!)));
        }
        lessonContents.push(toEntryInput(draft, keys));
      }
      return { id: batch.id, lessonContents };
    },
  });
}
