import { HttpResponse } from 'msw';
import { usersContract } from '@/shared/api';
import { changedOnce, contractHandler, memoryResource } from '@/shared/lib/storybook';

const { users, userFixtures, securityGroupFixtures, userSecurityGroups } = usersContract;
type Row = Record<string, unknown>;

const groupName = (groupId: number) => securityGroupFixtures.find((group) => group.groupId === groupId)?.title ?? '';
const bodyOf = async (request: Request) => (await request.json()) as Row;

/** The users in memory, answering the list's filters and the actions as the server does. */
export const userRows = memoryResource(users, userFixtures, {
  // Ibrahim Khan was banned by Yusuf Qureshi.
  history: changedOnce(104, '2026-11-20T13:30:00.000Z', [
    { field: 'status', from: 1, to: 3 },
    { field: 'reason', from: null, to: 'Posted abusive comments in the community.' },
  ]),
  matches: (user, body) =>
    (body.status === undefined || body.status === null || user.status === body.status) &&
    (!body.userId || user.userId === body.userId) &&
    (!body.email || user.username.includes(String(body.email).toLowerCase())),
  actions: {
    activate: () => ({ status: 1, reason: null }),
    deactivate: () => ({ status: 2 }),
    ban: async (_user, request) => ({ status: 3, reason: String((await bodyOf(request)).reason) }),
    moveGroup: async (_user, request) => {
      const groupId = Number((await bodyOf(request)).groupId);
      return { groupId, groupName: groupName(groupId) };
    },
  },
});

/** The group picker's call. */
export const groupHandlers = [contractHandler(userSecurityGroups, () => HttpResponse.json(securityGroupFixtures))];
