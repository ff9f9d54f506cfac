export const LIST_PATH = '/users';
export const editPath = (userId: number) => `${LIST_PATH}/edit/${userId}`;
