import { lessonsContract, uploadsContract } from '@/shared/api';
import { showToast } from '@/shared/ui/toast';
import { FileDrop, type FileDropValue } from '@/shared/ui/file-drop';
import { useLessonForm } from './formContext';

const { LESSON_LIMITS, LESSON_MESSAGES: M } = lessonsContract;

/** The spec's pixel limits of every lesson picture. */
export const IMAGE_DIMENSIONS = { minWidth: 50, maxWidth: 1500, minHeight: 20, maxHeight: 1200 } as const;

export interface LessonImageDropProps {
  label: string;
  /** A lesson thumbnail (1 MB) or an assignment image (10 MB). */
  kind: 'thumbnail' | 'assignment';
  current?: FileDropValue | null;
  onChange(file: File | null): void;
  progress?: number;
  errorMessage?: string;
}

/** A lesson picture, checked for type, size and dimensions when chosen; a refusal also shows as a toast. */
export function LessonImageDrop({ label, kind, current, onChange, progress, errorMessage }: LessonImageDropProps) {
  const { t, isBusy } = useLessonForm();
  const tooLarge = kind === 'thumbnail' ? M.imageTooLarge : M.assignmentImageTooLarge;
  return (
    <FileDrop
      label={label}
      accept={[...uploadsContract.UPLOAD_RULES.LESSON_IMAGE.mimeTypes]}
      maxBytes={kind === 'thumbnail' ? LESSON_LIMITS.lessonImageBytes : LESSON_LIMITS.assignmentImageBytes}
      tooLargeMessage={t(`server-messages:lesson.${kind === 'thumbnail' ? 'imageTooLarge' : 'assignmentImageTooLarge'}`, { defaultValue: tooLarge })}
      dimensions={IMAGE_DIMENSIONS}
      dimensionMessage={({ width }) =>
        width < IMAGE_DIMENSIONS.minWidth || width > IMAGE_DIMENSIONS.maxWidth
          ? t('server-messages:lesson.imageWidth', { defaultValue: M.imageWidth })
          : t('server-messages:lesson.imageHeight', { defaultValue: M.imageHeight })
      }
      onRefuse={(message) => showToast({ tone: 'danger', title: message })}
      value={current}
      onChange={onChange}
      progress={progress}
      isDisabled={isBusy}
      errorMessage={errorMessage}
    />
  );
}
