import { CoursePicker } from '@/entities/course';
import { usePartNames, useSubPartNames } from '@/entities/lesson';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Select } from '@/shared/ui/select';
import type { Outline } from '../model/useOutline';

/** Course, then part, then sub-part, each offered only where the one before has them. */
export function CourseOutlineChooser({ outline }: { outline: Outline }) {
  const { t } = useTranslation('lessons');
  const parts = usePartNames(outline.containParts ? outline.courseId : null);
  const subParts = useSubPartNames(outline.containSubParts ? outline.courseId : null, outline.partId);
  // Each picker appears once its options are known, so it never opens empty while they load.
  const offersSubParts = outline.containSubParts && outline.partId !== null && (subParts.data?.length ?? 0) > 0;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <CoursePicker
        label={t('outline.course')}
        placeholder={t('outline.coursePlaceholder')}
        selectedKey={outline.courseId}
        onSelectionChange={(courseId) => outline.choose({ courseId })}
      />
      {outline.containParts && (parts.data || parts.error) && (
        <Select<number>
          label={t('outline.part')}
          placeholder={t('outline.partPlaceholder')}
          items={(parts.data ?? []).map((part) => ({ id: part.id, label: part.name }))}
          selectedKey={outline.partId}
          onSelectionChange={(partId) => outline.choose({ courseId: outline.courseId, partId })}
          errorMessage={errorText(parts.error)}
        />
      )}
      {offersSubParts && (
        <Select<number>
          label={t('outline.subPart')}
          placeholder={t('outline.subPartPlaceholder')}
          items={(subParts.data ?? []).map((subPart) => ({ id: subPart.id, label: subPart.name }))}
          selectedKey={outline.subPartId}
          onSelectionChange={(subPartId) => outline.choose({ courseId: outline.courseId, partId: outline.partId, subPartId })}
          errorMessage={errorText(subParts.error)}
        />
      )}
    </div>
  );
}
