import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { useResourceRecord } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { Select } from '@/shared/ui/select';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { useEventTranslations } from '../model/useEventTranslations';
import { ISLAMIC_EVENTS_PATH } from './paths';

type EventTranslation = siteContract.EventTranslation;
const { eventTranslations, islamicEvents, TRANSLATION_LANGUAGES, RIGHT_TO_LEFT_LANGUAGES, languageTagOf } = siteContract;

/** Text typed in a translation's language, read in its own direction. */
export const inLanguage = (code: siteContract.TranslationLanguage) => ({ lang: languageTagOf(code), dir: RIGHT_TO_LEFT_LANGUAGES.includes(code) ? ('rtl' as const) : ('ltr' as const) });

/** /islamic-event/translation/{IslamicEventId}: the event's translations, a language to add one in, Edit and Delete. */
export function EventTranslationsList() {
  const { t } = useTranslation('islamic-events');
  const navigate = useNavigate();
  const eventId = Number(useParams().eventId) || 0;
  const event = useResourceRecord(islamicEvents, eventId || null).data as siteContract.IslamicEvent | undefined;
  const allows = useResourceAccess(eventTranslations);
  const { dateTime } = useDateFormats();
  // The languages the event has no translation in yet (one per language).
  const taken = new Set(useEventTranslations(eventId).translations.map((row) => row.languageCode));
  const free = TRANSLATION_LANGUAGES.filter((code) => !taken.has(code));
  const [chosen, setLanguage] = useState<siteContract.TranslationLanguage | null>(null);
  const language = chosen && free.includes(chosen) ? chosen : free[0];
  const title = event ? t('translations.title', { name: event.name }) : t('translations.heading');

  const columns: DataTableColumn<EventTranslation>[] = [
    { id: 'languageCode', header: t('translations.language'), cell: (row) => t(`languages.${row.languageCode}`), isRowHeader: true },
    { id: 'name', header: t('translations.name'), cell: (row) => <span {...inLanguage(row.languageCode)}>{row.name}</span>, inCard: true },
    { id: 'metaTitle', header: t('translations.metaTitle'), cell: (row) => <span {...inLanguage(row.languageCode)}>{row.metaTitle}</span> },
    { id: 'updateDate', header: t('translations.updated'), cell: (row) => dateTime(row.updateDate) },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} breadcrumbs={[{ label: t('title'), href: ISLAMIC_EVENTS_PATH }, { label: t('translations.heading') }]} />
      <ResourceList<EventTranslation>
        resource={eventTranslations}
        label={title}
        columns={columns}
        filters={{ eventId }}
        getRowLabel={(row) => t(`languages.${row.languageCode}`)}
        onEdit={(row) => void navigate(`${ISLAMIC_EVENTS_PATH}/translation/edit/${eventId}/${row.translationId}`)}
        emptyTitle={t('translations.emptyTitle')}
        emptyDescription={t('translations.emptyDescription')}
        isSearchHidden
        toolbar={
          allows('create') && language ? (
            <div className="flex items-end gap-2">
              <Select<siteContract.TranslationLanguage>
                label={t('translations.language')}
                items={free.map((code) => ({ id: code, label: t(`languages.${code}`) }))}
                selectedKey={language}
                onSelectionChange={setLanguage}
                className="w-44"
              />
              <Button onPress={() => void navigate(`${ISLAMIC_EVENTS_PATH}/translation/add/${eventId}/${language}`)}>{t('translations.add')}</Button>
            </div>
          ) : undefined
        }
      />
    </div>
  );
}
