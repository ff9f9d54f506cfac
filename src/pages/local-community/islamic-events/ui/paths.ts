export const ISLAMIC_EVENTS_PATH = '/islamic-event';
export const translationsPath = (eventId: number) => `${ISLAMIC_EVENTS_PATH}/translation/${eventId}`;
