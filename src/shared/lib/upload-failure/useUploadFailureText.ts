import type { UploadStep } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';

/**
 * The spec's words for a failed upload, in the interface language: 'File upload failed. Please try
 * again.' as a heading, and for each step 'Failed to fetch presigned URL. Please try again.' or 'An
 * error occurred while uploading to S3. Please try again.'
 */
export function useUploadFailureText() {
  const { t } = useTranslation('uploads');
  return {
    title: t('failed'),
    of: (step: UploadStep) => t(`step.${step}`),
  };
}
