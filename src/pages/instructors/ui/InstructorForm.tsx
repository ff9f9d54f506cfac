import { useCallback, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useInstructorCandidates } from '@/entities/instructor';
import { instructorsContract, uploadsContract, useFileUpload } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { ComboBoxInput, TextInput, TextListInput, UploadInput } from '@/shared/ui/form-inputs';
import { TextField } from '@/shared/ui/text-field';
import { ResourceForm } from '@/widgets/resource-record';
import { instructorFormSchema, instructorFormValues, type InstructorFormValues } from '../model/instructorForm';

const { instructors, INSTRUCTOR_LIMITS, INSTRUCTOR_MESSAGES } = instructorsContract;
const IMAGE_RULE = uploadsContract.UPLOAD_RULES.INSTRUCTOR_IMAGE;
const specText = specTextOf('instructor', INSTRUCTOR_MESSAGES);

export interface InstructorFormProps {
  /** The instructor being edited; without it the form adds one. */
  instructor?: instructorsContract.Instructor;
  /** Runs on Cancel, and 2 s after the success message (back to the list). */
  onDone(): void;
}

/**
 * A member of the instructor group (whose name fills the read-only Name), two descriptions, an image
 * (required when adding, uploaded on Save) and a list of expertise.
 */
export function InstructorForm({ instructor, onDone }: InstructorFormProps) {
  const { t } = useTranslation(['instructors', 'server-messages']);
  const candidates = useInstructorCandidates();
  const { upload, progress } = useFileUpload('INSTRUCTOR_IMAGE');
  const toInput = useCallback(
    async ({ userId, shortDescription, longDescription, image, expertise }: InstructorFormValues) => ({
      userId,
      shortDescription,
      longDescription,
      imagePath: image ? await upload(image) : undefined,
      expertise: expertise.map((line) => line.value),
    }),
    [upload],
  );
  const { form, status } = useResourceForm<InstructorFormValues>({
    resource: instructors,
    id: instructor?.id ?? null,
    schema: instructorFormSchema(!instructor),
    defaultValues: instructorFormValues(instructor),
    variant: 'page',
    onDone,
    failedTitle: t('failed.save'),
    toInput,
  });
  const userId = useWatch({ control: form.control, name: 'userId' });
  const users = useMemo(() => (candidates.data?.content ?? []).map((user) => ({ id: user.userId, label: user.fullname })), [candidates.data]);
  const chosenName = users.find((user) => user.id === userId)?.label ?? (userId === instructor?.userId ? instructor.name : '');

  return (
    <ResourceForm label={t(instructor ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText} onCancel={onDone}>
      <div className="grid gap-6 lg:grid-cols-2">
        <ComboBoxInput<number, InstructorFormValues>
          name="userId"
          label={t('form.user')}
          items={users}
          isLoading={candidates.isLoading}
          emptyText={candidates.error ? t('form.usersFailed') : t('form.noUsers')}
          description={candidates.error ? t('form.usersFailed') : undefined}
          isRequired
        />
        <TextField label={t('form.name')} value={chosenName} isReadOnly description={t('form.nameHint')} />
      </div>
      <TextInput<InstructorFormValues> name="shortDescription" label={t('form.shortDescription')} rows={3} maxLength={INSTRUCTOR_LIMITS.shortDescription} isRequired />
      <TextInput<InstructorFormValues> name="longDescription" label={t('form.longDescription')} rows={6} maxLength={INSTRUCTOR_LIMITS.longDescription} isRequired />
      <UploadInput<InstructorFormValues>
        name="image"
        label={t('form.image')}
        accept={[...IMAGE_RULE.mimeTypes]}
        maxBytes={IMAGE_RULE.maxBytes}
        tooLargeMessage={specText(INSTRUCTOR_MESSAGES.imageTooLarge)}
        isRequired={!instructor}
        current={instructor?.imageUrl ? { name: t('form.currentImage'), url: instructor.imageUrl, isImage: true } : null}
        progress={progress}
      />
      <TextListInput<InstructorFormValues>
        name="expertise"
        label={t('form.expertise')}
        itemLabel={(number) => t('form.expertiseItem', { number })}
        addLabel={t('form.addExpertise')}
        removeLabel={(number) => t('form.removeExpertise', { number })}
        emptyText={t('form.noExpertise')}
        maxLength={200}
        maxItems={INSTRUCTOR_LIMITS.expertise}
      />
    </ResourceForm>
  );
}
