import { LessonContentList, batchSpecText, useBatchContentForm, type BatchContentFormValues } from '@/features/save-batch-content';
import type { batchesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceForm } from '@/widgets/resource-record';

export interface BatchContentFormProps {
  batch: batchesContract.BatchContent;
  /** Runs 2 s after the success message (the page goes back to the list). */
  onDone(): void;
}

/** The batch's lesson contents in the resource form's frame: the outcome above, Save below. */
export function BatchContentForm({ batch, onDone }: BatchContentFormProps) {
  const { t } = useTranslation(['batch-contents', 'server-messages']);
  const { form, status } = useBatchContentForm(batch, onDone);
  return (
    <ResourceForm<BatchContentFormValues> label={t('form.title')} form={form} status={status} errorText={batchSpecText}>
      <LessonContentList lessons={batch.courseLessons} />
    </ResourceForm>
  );
}
