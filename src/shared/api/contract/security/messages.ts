/**
 * The words and limits of the security screens, apart from their calls, so the catalogue of server
 * messages (which the sign-in screen loads) does not bring the resource declarations with it.
 */

/** The failure toast of every security save (content-site §8, shell §8), word for word. */
export const SECURITY_SAVE_FAILED = 'Something went wrong, please try again';

/** Not worded by the spec. */
export const PERMISSION_VALUE_MESSAGE = 'A permission is 127 (ALL) or a sum of 1, 2, 4, 8, 16 and 32.';

export const SECURITY_POINT_LIMITS = { title: 100 } as const;

/** The spec's words for the security point form (content-site §5). */
export const SECURITY_POINT_MESSAGES = {
  title: 'Enter security title',
  saveFailed: SECURITY_SAVE_FAILED,
  // Not worded by the spec:
  titleTooLong: `Maximum ${SECURITY_POINT_LIMITS.title} characters allowed`,
  titleTaken: 'Another security point already has this title.',
  notFound: 'This security point does not exist.',
} as const;

export const SECURITY_GROUP_LIMITS = { title: 100, notes: 500 } as const;

/** The spec's words for the security group form (content-site §5). */
export const SECURITY_GROUP_MESSAGES = {
  title: 'Please enter group name',
  saveFailed: SECURITY_SAVE_FAILED,
  // Not worded by the spec:
  profile: 'Select a security profile',
  unknownProfile: 'This security profile does not exist.',
  titleTooLong: `Maximum ${SECURITY_GROUP_LIMITS.title} characters allowed`,
  notesTooLong: `Maximum ${SECURITY_GROUP_LIMITS.notes} characters allowed`,
  notFound: 'This security group does not exist.',
} as const;

export const SECURITY_PROFILE_LIMITS = { profileName: 100, settings: 1000 } as const;

/** The spec's words for the security profile form (content-site §5). */
export const SECURITY_PROFILE_MESSAGES = {
  profileName: 'Enter valid profile name',
  saveFailed: SECURITY_SAVE_FAILED,
  // Not worded by the spec:
  nameTooLong: `Maximum ${SECURITY_PROFILE_LIMITS.profileName} characters allowed`,
  unknownPoint: 'A security point of this profile does not exist.',
  repeatedPoint: 'A security point is named twice in this profile.',
  notFound: 'This security profile does not exist.',
} as const;

/** The administrators' group and profile: only someone with ALL on the security point changes them. */
export const ADMINISTRATORS_ID = 1;

/**
 * The refusals of the one rule of who may grant what (not worded by the spec; the panel shows the
 * spec's failure toast with them). `{{points}}` names the security points concerned.
 */
export const GRANT_MESSAGES = {
  beyondOwn: 'You cannot grant permissions you do not hold yourself ({{points}}). Nothing was saved.',
  strongerThanYou: 'This holds permissions you do not hold yourself ({{points}}), so you cannot change it. Nothing was saved.',
  userOutranksYou: 'This user holds permissions you do not hold yourself ({{points}}), so you cannot change their account. Nothing was saved.',
  administratorsOnly: "Only someone with ALL on the security point can change the administrators' group or profile. Nothing was saved.",
  nobodyInCharge: 'Nobody active would then have ALL on the security point, so nobody could manage security again; give it to someone else first. Nothing was saved.',
} as const;
