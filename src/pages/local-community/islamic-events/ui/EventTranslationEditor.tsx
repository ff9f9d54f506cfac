import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { EventTranslationForm } from './EventTranslationForm';
import { ISLAMIC_EVENTS_PATH, translationsPath } from './paths';

const { eventTranslations, TRANSLATION_LANGUAGES } = siteContract;
const isLanguage = (code: string | undefined): code is siteContract.TranslationLanguage => (TRANSLATION_LANGUAGES as readonly string[]).includes(code ?? '');

/** /islamic-event/translation/add/{IslamicEventId}/{langaugeCode} and /translation/edit/{IslamicEventId}/{TranslationId}. */
export function EventTranslationEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('islamic-events');
  const navigate = useNavigate();
  const params = useParams();
  const eventId = Number(params.eventId) || 0;
  const backToList = useCallback(() => void navigate(translationsPath(eventId)), [navigate, eventId]);
  if (isCreate && !isLanguage(params.languageCode)) return <Navigate to={translationsPath(eventId)} replace />;
  return (
    <ResourceRecordPage<siteContract.EventTranslation>
      resource={eventTranslations}
      idParam="translationId"
      title={t(isCreate ? 'translations.addTitle' : 'translations.editTitle')}
      breadcrumbs={[
        { label: t('title'), href: ISLAMIC_EVENTS_PATH },
        { label: t('translations.heading'), href: translationsPath(eventId) },
      ]}
      notFoundMessage={t('translations.notFound')}
      failedMessage={t('translations.loadFailed')}
      fieldLabel={(field) => (['name', 'metaTitle', 'metaDescription', 'heading1', 'htmlContent', 'languageCode'].includes(field) ? t(`translations.${field === 'languageCode' ? 'language' : field}`) : field)}
    >
      {(translation) => (
        <EventTranslationForm
          key={translation?.translationId ?? 'new'}
          eventId={translation?.eventId ?? eventId}
          languageCode={translation?.languageCode ?? (params.languageCode as siteContract.TranslationLanguage)}
          translation={translation}
          onDone={backToList}
        />
      )}
    </ResourceRecordPage>
  );
}
