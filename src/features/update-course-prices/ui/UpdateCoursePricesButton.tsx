import type { CourseEdits } from '@/entities/course';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { useSaveCoursePrices } from '../model/useSaveCoursePrices';

/** 'Update Prices': saves the prices typed in the list; off while none has changed. */
export function UpdateCoursePricesButton({ edits }: { edits: CourseEdits }) {
  const { t } = useTranslation('courses');
  const { save, isSaving } = useSaveCoursePrices(edits);
  return (
    <Button variant="secondary" onPress={() => void save()} isDisabled={edits.values.size === 0} isPending={isSaving}>
      {t('prices.update')}
    </Button>
  );
}
