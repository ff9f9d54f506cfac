import { Navigate, Route, Routes } from 'react-router-dom';
import { SubscriptionsList } from './SubscriptionsList';

/** The /subscriptions section: one list, whose rows open their details in a dialog. */
export function SubscriptionsPage() {
  return (
    <Routes>
      <Route index element={<SubscriptionsList />} />
      <Route path="*" element={<Navigate to="/subscriptions" replace />} />
    </Routes>
  );
}
