import { Navigate, Route, Routes } from 'react-router-dom';
import { LOCAL_EVENTS_PATH } from '../model/paths';
import { LocalEventEditor } from './LocalEventEditor';
import { LocalEventsList } from './LocalEventsList';

/** The /local-community/events section: the list and /edit/{localEventsId}; events are made in the apps. */
export function LocalEventsPage() {
  return (
    <Routes>
      <Route index element={<LocalEventsList />} />
      <Route path="edit/:localEventsId" element={<LocalEventEditor />} />
      <Route path="*" element={<Navigate to={LOCAL_EVENTS_PATH} replace />} />
    </Routes>
  );
}
