import { Controller, type FieldPathByValue } from 'react-hook-form';
import { coursesContract, uploadsContract } from '@/shared/api';
import { FileDrop, type FileDropValue } from '@/shared/ui/file-drop';
import type { CourseFormValues } from '../../model/schema';
import { useCourseForm } from './formContext';

const { UPLOAD_RULES, fileTooLargeMessage } = uploadsContract;
const { COURSE_MESSAGES } = coursesContract;

/** The spec's pixel limits of every course picture. */
export const IMAGE_DIMENSIONS = { minWidth: 50, maxWidth: 1500, minHeight: 20, maxHeight: 1200 } as const;

export interface FileInputProps {
  name: FieldPathByValue<CourseFormValues, File | null>;
  label: string;
  /** A picture (COURSE_IMAGE: 1 MB and the pixel limits) or a document (docx, pdf, xlsx up to 10 MB). */
  kind: 'image' | 'document';
  /** The file the course already has. */
  current?: FileDropValue | null;
  description?: string;
  isRequired?: boolean;
  className?: string;
}

/** A picture or document of the course, checked before anything is sent and uploaded on Save. */
export function FileInput({ name, label, kind, current, description, isRequired, className }: FileInputProps) {
  const { control, isBusy, progressOf, t, message } = useCourseForm();
  const rule = UPLOAD_RULES[kind === 'image' ? 'COURSE_IMAGE' : 'COURSE_EXTERNAL_ASSETS'];
  const wrongSide = ({ width }: { width: number }) =>
    width < IMAGE_DIMENSIONS.minWidth || width > IMAGE_DIMENSIONS.maxWidth
      ? t('validation.imageWidth', { defaultValue: COURSE_MESSAGES.imageWidth })
      : t('validation.imageHeight', { defaultValue: COURSE_MESSAGES.imageHeight });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        // The wrapper carries the invalid mark so a failed Save can move focus here.
        <div data-invalid={fieldState.error ? true : undefined} className={className}>
          <FileDrop
            label={label}
            accept={[...rule.mimeTypes]}
            maxBytes={rule.maxBytes}
            {...(kind === 'image'
              ? {
                  dimensions: IMAGE_DIMENSIONS,
                  dimensionMessage: wrongSide,
                  tooLargeMessage: t('validation.imageTooLarge', { defaultValue: COURSE_MESSAGES.imageTooLarge }),
                }
              : {
                  typeMessage: t('validation.externalAssetType', { defaultValue: COURSE_MESSAGES.externalAssetType }),
                  tooLargeMessage: t('validation.assetTooLarge', { defaultValue: fileTooLargeMessage('COURSE_EXTERNAL_ASSETS') }),
                })}
            value={current}
            onChange={field.onChange}
            progress={progressOf(field.value)}
            description={description}
            isRequired={isRequired}
            isDisabled={isBusy}
            errorMessage={message(fieldState.error?.message)}
          />
        </div>
      )}
    />
  );
}
