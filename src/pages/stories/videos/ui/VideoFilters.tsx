import { storiesContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { DatePicker } from '@/shared/ui/date-picker';
import { NumberField } from '@/shared/ui/number-field';
import { Select } from '@/shared/ui/select';
import type { useVideoFilters } from '../model/useVideoFilters';

/** The list's id, category and date-range filters beside the title search. */
export function VideoFilters({ filters }: { filters: ReturnType<typeof useVideoFilters> }) {
  const { t } = useTranslation('videos');
  const categories = useApi(storiesContract.videoCategoryNames, {});
  const { values, choose } = filters;
  const ALL = 0;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <NumberField
        label={t('list.idFilter')}
        value={values.videoId}
        onChange={(value) => choose({ videoId: Number.isInteger(value) && value > 0 ? value : null })}
        minValue={1}
        formatOptions={{ useGrouping: false }}
        className="w-32"
      />
      <Select<number>
        label={t('list.categoryFilter')}
        items={[{ id: ALL, label: t('list.allCategories') }, ...(categories.data?.content ?? []).map((category) => ({ id: category.id, label: category.name }))]}
        selectedKey={values.categoryId ?? ALL}
        onSelectionChange={(id) => choose({ categoryId: id === ALL ? null : id })}
        className="w-48"
      />
      <div className="w-48">
        <DatePicker label={t('list.from')} inputFormat="iso" value={values.startDate} onChange={(day) => choose({ startDate: day })} maxValue={values.endDate ?? undefined} />
      </div>
      <div className="w-48">
        <DatePicker label={t('list.to')} inputFormat="iso" value={values.endDate} onChange={(day) => choose({ endDate: day })} minValue={values.startDate ?? undefined} />
      </div>
      {filters.isFiltered && (
        <Button variant="ghost" onPress={filters.clear}>
          {t('list.clearFilters')}
        </Button>
      )}
    </div>
  );
}
