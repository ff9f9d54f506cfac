import { Navigate, Route, Routes } from 'react-router-dom';
import { EventPreview } from './EventPreview';
import { EventTranslationEditor } from './EventTranslationEditor';
import { EventTranslationsList } from './EventTranslationsList';
import { IslamicEventEditor } from './IslamicEventEditor';
import { IslamicEventsList } from './IslamicEventsList';
import { ISLAMIC_EVENTS_PATH } from './paths';

/** The /islamic-event section: the list, /create, /edit, /preview and each event's translations. */
export function IslamicEventsPage() {
  return (
    <Routes>
      <Route index element={<IslamicEventsList />} />
      <Route path="create" element={<IslamicEventEditor isCreate />} />
      <Route path="edit/:eventId" element={<IslamicEventEditor isCreate={false} />} />
      <Route path="preview/:eventId" element={<EventPreview />} />
      <Route path="translation/:eventId" element={<EventTranslationsList />} />
      <Route path="translation/add/:eventId/:languageCode" element={<EventTranslationEditor isCreate />} />
      <Route path="translation/edit/:eventId/:translationId" element={<EventTranslationEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={ISLAMIC_EVENTS_PATH} replace />} />
    </Routes>
  );
}
