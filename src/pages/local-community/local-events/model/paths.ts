export const LOCAL_EVENTS_PATH = '/local-community/events';
export const editPath = (id: number) => `${LOCAL_EVENTS_PATH}/edit/${id}`;
