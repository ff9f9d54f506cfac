import { siteContract, useApi } from '@/shared/api';

const { eventTranslations } = siteContract;

/** Every translation of event `eventId` (one per language: 8 at most), for the preview and the language picker. */
export function useEventTranslations(eventId: number) {
  const reply = useApi(eventTranslations.calls.list, eventId ? (eventTranslations.listArgs({ eventId, limitCount: 100, firstIndex: -2, pageno: 1 }) as never) : null);
  return { ...reply, translations: (reply.data?.content ?? []) as siteContract.EventTranslation[] };
}
