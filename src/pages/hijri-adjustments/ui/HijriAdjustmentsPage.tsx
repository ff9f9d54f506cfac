import { getLocalTimeZone, today as todayIn, type CalendarDate } from '@internationalized/date';
import { useMemo } from 'react';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { useSearchInAddress } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { Select } from '@/shared/ui/select';
import { hijriDatesByAdjustment } from '../model/hijriDate';
import { useHijriAdjustments } from '../model/useHijriAdjustments';

type HijriSetting = siteContract.HijriSetting;
const { HIJRI_ADJUSTMENTS, REMOTE_CONFIG_PLATFORMS, countryNameOf } = siteContract;
const LOCALE = { en: 'en-US', ur: 'ur-PK' } as Record<string, string>;

/** '+2', '+1', '0', '−1', '−2', written left to right in either language. */
const signed = (adjustment: number) => (adjustment > 0 ? `+${adjustment}` : String(adjustment));

export interface HijriAdjustmentsPageProps {
  /** The Gregorian day whose Hijri date each country shows; today where the panel runs, unless given. */
  today?: CalendarDate;
}

/**
 * /settings/show-location-settings: every country with its Hijri date adjustment, changed in place, the
 * Hijri date there today beside it, a search by name or code, and the Android and iOS pushes.
 */
export function HijriAdjustmentsPage({ today }: HijriAdjustmentsPageProps) {
  const { t, i18n } = useTranslation(['hijri-adjustments', 'server-messages']);
  const { settings, mayEdit, saving, change, push, pushing, lastPush } = useHijriAdjustments();
  const { dateTime } = useDateFormats();
  // The words typed narrow the rows at once; the address keeps them once typing pauses.
  const { search, setSearch } = useSearchInAddress();
  const language = i18n.language;
  const day = useMemo(() => today ?? todayIn(getLocalTimeZone()), [today]);
  const hijriDates = useMemo(() => hijriDatesByAdjustment(day, LOCALE[language] ?? language, HIJRI_ADJUSTMENTS), [day, language]);

  const rows = useMemo(() => {
    const all = (settings.data ?? []).map((setting) => ({ ...setting, shownName: language === 'en' ? setting.countryName : countryNameOf(setting.countryCode, language) }));
    const words = search.trim().toLowerCase();
    if (!words) return all;
    return all.filter(
      (row) => row.countryCode.toLowerCase() === words || row.countryName.toLowerCase().includes(words) || row.shownName.toLowerCase().includes(words),
    );
  }, [settings.data, search, language]);
  type Row = (typeof rows)[number];

  const options = HIJRI_ADJUSTMENTS.map((adjustment) => ({ id: adjustment, label: t('adjustment.option', { value: signed(adjustment) }) }));
  const columns: DataTableColumn<Row>[] = [
    { id: 'country', header: t('list.country'), cell: (row) => row.shownName, isRowHeader: true },
    { id: 'code', header: t('list.code'), cell: (row) => <span dir="ltr">{row.countryCode}</span>, width: 90 },
    {
      id: 'adjustment',
      header: t('list.adjustment'),
      width: 190,
      cell: (row: HijriSetting & { shownName: string }) => (
        <Select<number>
          label={t('adjustment.label', { country: row.shownName })}
          hideLabel
          items={options}
          selectedKey={row.hijriAdjustment}
          isDisabled={saving.has(row.countryId)}
          onSelectionChange={(value) => void change(row, value)}
        />
      ),
    },
    { id: 'hijriDate', header: t('list.hijriDate'), cell: (row) => hijriDates.get(row.hijriAdjustment) ?? '', width: 230 },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        description={t('description')}
        actions={
          mayEdit
            ? REMOTE_CONFIG_PLATFORMS.map((platform) => (
                <Button key={platform} variant="secondary" isPending={pushing === platform} isDisabled={pushing !== null} onPress={() => void push(platform)}>
                  {t(`push.${platform}`)}
                </Button>
              ))
            : undefined
        }
      />
      <div className="flex flex-col gap-1 text-sm text-text-muted">
        {mayEdit && <p>{t('push.help')}</p>}
        {lastPush && (
          <p role="status">{t('push.last', { platform: t(`push.platform.${lastPush.platform}`), name: lastPush.pushedBy, date: dateTime(lastPush.pushedAt), count: lastPush.countries })}</p>
        )}
      </div>
      <DataTable<Row>
        label={t('list.label')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.countryId}
        isLoading={settings.isLoading}
        error={settings.error}
        onRetry={() => void settings.mutate()}
        errorMessage={t('list.failed')}
        emptyTitle={search.trim() ? t('list.noMatch') : t('list.emptyTitle')}
        emptyDescription={search.trim() ? t('list.noMatchDescription') : undefined}
        search={{ value: search, onChange: setSearch, label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        virtualize
        rowHeight={56}
        height="calc(100vh - 22rem)"
      />
    </div>
  );
}
