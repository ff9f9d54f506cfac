/** The words and limits of the users screen, apart from its calls (the catalogue of server messages loads them). */

export const USER_LIMITS = { fullname: 100, username: 254, reason: 500 } as const;

/** The spec's words for the user form and the ban dialog (content-site §5 and §8), then this product's own. */
export const USER_MESSAGES = {
  name: 'Please enter name',
  username: 'Please enter username',
  banReason: 'Please enter a reason to ban',
  banned: 'User ban successfully',
  statusUpdated: 'Status updated successfully',
  // Not worded by the spec:
  usernameNotEmail: 'Please enter a valid email',
  nameTooLong: `Maximum ${USER_LIMITS.fullname} characters allowed`,
  reasonTooLong: `Maximum ${USER_LIMITS.reason} characters allowed`,
  groupRequired: 'Please select a security group',
  groupMoved: 'Security group updated successfully',
  groupNotFound: 'This security group does not exist.',
  usernameTaken: 'Another user already has this username.',
  notFound: 'This user does not exist.',
  ownDeactivate: 'You cannot deactivate your own account.',
  ownBan: 'You cannot ban your own account.',
  ownGroup: 'You cannot move your own account to another security group.',
} as const;
