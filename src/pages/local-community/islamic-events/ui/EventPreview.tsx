import { DateFormatter, parseDate } from '@internationalized/date';
import { useParams } from 'react-router-dom';
import { errorText, siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useResourceRecord } from '@/shared/lib/resource';
import { Link } from '@/shared/ui/link';
import { RecordGate } from '@/shared/ui/record-gate';
import { SafeHtml } from '@/shared/ui/safe-html';
import { Tabs } from '@/shared/ui/tabs';
import { useEventTranslations } from '../model/useEventTranslations';
import { EventBackground } from './EventBackground';
import { inLanguage } from './EventTranslationsList';
import { ISLAMIC_EVENTS_PATH } from './paths';

const { islamicEvents, EVENT_PREVIEW_DAYS } = siteContract;

/** The event's Gregorian day, and its Hijri day there (the stored one), as a page in `lang` writes them. */
function datesIn(lang: string, event: siteContract.IslamicEvent) {
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  const day = parseDate(event.gregorianDate);
  const hijri = new DateFormatter(`${lang}-u-ca-islamic-umalqura`, options).format(day.add({ days: event.hijriAdjustment }).toDate('UTC'));
  return { hijri, gregorian: new DateFormatter(lang, options).format(day.toDate('UTC')) };
}

/** One translation as the public page shows it: the background with the H1, both dates, the days to go and the content. */
function PublicPage({ event, translation }: { event: siteContract.IslamicEvent; translation: siteContract.EventTranslation }) {
  const { t } = useTranslation('islamic-events');
  const typed = inLanguage(translation.languageCode);
  const dates = datesIn(typed.lang, event);
  return (
    <article {...typed} className="flex flex-col gap-4 rounded-lg bg-surface p-6 font-sans leading-normal shadow-sm">
      <div className="relative overflow-hidden rounded-md">
        <EventBackground event={event} alt={t('preview.backgroundOf', { name: translation.name })} className="aspect-[12/5] w-full object-cover" />
        <h1 className="absolute inset-x-0 bottom-0 bg-black/45 p-4 text-3xl font-bold text-white">{translation.heading1}</h1>
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-ink">
        <span>{dates.hijri}</span>
        <span>{dates.gregorian}</span>
        <span lang={t('preview.lang')} dir="auto" className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          {t('preview.daysLeft', { count: EVENT_PREVIEW_DAYS })}
        </span>
      </p>
      <SafeHtml html={translation.htmlContent} className="text-lg leading-relaxed text-ink" />
    </article>
  );
}

/** /islamic-event/preview/{IslamicEventId}: the event as the public sees it, one tab per translation. */
export function EventPreview() {
  const { t } = useTranslation('islamic-events');
  const eventId = Number(useParams().eventId) || 0;
  const record = useResourceRecord(islamicEvents, eventId || null);
  const translations = useEventTranslations(eventId);
  const event = record.data as siteContract.IslamicEvent | undefined;
  const rows = translations.translations;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <p className="text-sm text-ink-muted">
        <Link href={ISLAMIC_EVENTS_PATH}>{t('preview.back')}</Link>
      </p>
      <RecordGate
        isCreate={false}
        isBadId={eventId === 0}
        isLoading={record.isLoading || translations.isLoading || (!record.data && !record.error)}
        error={record.error ?? translations.error}
        errorMessage={errorText(record.error ?? translations.error)}
        notFoundMessage={t('form.notFound')}
        failedMessage={t('form.loadFailed')}
        loadingLabel={t('preview.title')}
        onRetry={() => void Promise.all([record.mutate(), translations.mutate()])}
      >
        {event && rows.length === 0 && <p className="text-ink-muted">{t('preview.noTranslation')}</p>}
        {event && rows.length > 0 && (
          <Tabs
            label={t('preview.translation')}
            items={rows.map((row) => ({ id: row.languageCode, title: t(`languages.${row.languageCode}`), content: <PublicPage event={event} translation={row} /> }))}
          />
        )}
      </RecordGate>
    </div>
  );
}
