/** Security groups the spec singles out by identity (identities are not shown to users). */
export const ADMIN_GROUP_ID = 1; // sees the IF-Security submenu
export const CONTENT_GROUP_ID = 3;
export const COMMUNITY_GROUP_IDS: readonly number[] = [ADMIN_GROUP_ID, CONTENT_GROUP_ID]; // local-community entries
export const MODERATOR_GROUP_ID = 7; // header bell and push registration
export const INSTRUCTOR_GROUP_ID = 11; // the instructor picker's group
