import type { SecurityGroupOption, User } from './users';

/** The security groups of the demo seed, for the group picker. */
export const securityGroupFixtures: SecurityGroupOption[] = [
  { groupId: 1, title: 'Administrators' },
  { groupId: 3, title: 'Content team' },
  { groupId: 7, title: 'Moderators' },
  { groupId: 11, title: 'Instructors' },
  { groupId: 15, title: 'Viewers' },
  { groupId: 21, title: 'App users' },
];

const groupName = (groupId: number) => securityGroupFixtures.find((group) => group.groupId === groupId)?.title ?? '';

const person = (userId: number, fullname: string, username: string, status: User['status'], groupId: number, loginType: number, reason: string | null = null): User => ({
  userId,
  fullname,
  username,
  status,
  groupId,
  groupName: groupName(groupId),
  loginType,
  reason,
  createDate: `2026-10-${String((userId % 28) + 1).padStart(2, '0')}T08:30:00.000Z`,
  outranksYou: false,
});

/** Users of every status and login type; user 1 is the signed-in administrator of the stories. */
export const userFixtures: User[] = [
  person(1, 'Amina Rahman', 'admin@example.com', 1, 1, 1),
  person(2, 'Yusuf Qureshi', 'content@example.com', 1, 3, 1),
  person(5, 'Zainab Hussain', 'viewer@example.com', 1, 15, 1),
  person(101, 'Ayesha Malik', 'ayesha.malik@example.com', 1, 21, 4),
  person(102, 'Hamza Sheikh', 'hamza.sheikh@example.com', 0, 21, 2),
  person(103, 'Maryam Iqbal', 'maryam.iqbal@example.com', 2, 21, 16),
  person(104, 'Ibrahim Khan', 'ibrahim.khan@example.com', 3, 21, 8, 'Posted abusive comments in the community.'),
  person(105, 'Sumayya Rehman', 'sumayya.rehman@example.com', 1, 21, 5),
  person(106, 'Yahya Chaudhry', 'yahya.chaudhry@example.com', 0, 21, 1),
  person(107, 'Khalid Mansoor', 'khalid.mansoor@example.com', 1, 15, 20),
];

/** `count` more app users after the fixtures, for paging. */
export const manyUsers = (count: number): User[] => [
  ...userFixtures,
  ...Array.from({ length: count }, (_, index) =>
    person(200 + index, `Member ${index + 1}`, `member${index + 1}@example.com`, ((index % 4) as User['status']), 21, [1, 2, 4, 8, 16][index % 5]!),
  ),
];
