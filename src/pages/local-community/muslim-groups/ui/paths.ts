export const MUSLIM_GROUPS_PATH = '/local-community/muslim-groups';
