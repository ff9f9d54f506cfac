import { storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';

const { videoCategories, videoCategoryInput, VIDEO_CATEGORY_LIMITS, VIDEO_CATEGORY_MESSAGES: M } = storiesContract;
const specText = specTextOf('videoCategory', M);
type Values = storiesContract.VideoCategoryInput;

export interface VideoCategoryFormProps {
  /** The category being edited; without it the form adds one. */
  category?: storiesContract.VideoCategory;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/** The category's name, saved with Save (a new one) or Update; the server counts its videos itself. */
export function VideoCategoryForm({ category, onDone }: VideoCategoryFormProps) {
  const { t } = useTranslation(['video-categories', 'common', 'server-messages']);
  const { form, status } = useResourceForm<Values>({
    resource: videoCategories,
    id: category?.id ?? null,
    schema: videoCategoryInput,
    // The spec's screens send a count (0 for a new category, the kept one on update); the server counts for itself.
    defaultValues: { name: category?.name ?? '', videoCount: category?.videoCount ?? 0 },
    variant: 'page',
    onDone,
    failedTitle: specText(M.saveFailed)!,
  });

  return (
    <ResourceForm
      label={t(category ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      status={status}
      errorText={specText}
      submitLabel={category ? t('common:update') : undefined}
    >
      <TextInput<Values> name="name" label={t('form.name')} isRequired maxLength={VIDEO_CATEGORY_LIMITS.name} showCounter={false} />
    </ResourceForm>
  );
}
