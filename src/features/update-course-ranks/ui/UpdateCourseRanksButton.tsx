import type { CourseEdits } from '@/entities/course';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { useSaveCourseRanks } from '../model/useSaveCourseRanks';

/** 'Update Ranks': saves the ranks typed in the list; off while none has changed. */
export function UpdateCourseRanksButton({ edits }: { edits: CourseEdits }) {
  const { t } = useTranslation('courses');
  const { save, isSaving } = useSaveCourseRanks(edits);
  return (
    <Button variant="secondary" onPress={() => void save()} isDisabled={edits.values.size === 0} isPending={isSaving}>
      {t('ranks.update')}
    </Button>
  );
}
