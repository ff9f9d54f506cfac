import { siteContract, useApi } from '@/shared/api';

const { communityGroups } = siteContract;

/** The Muslim groups a post may belong to, by name, for the filter and the form. */
export function useCommunityGroups() {
  const reply = useApi(communityGroups.calls.list, communityGroups.listArgs({ pageno: 1, limitCount: 100, firstIndex: -2 }) as never);
  return (reply.data?.content ?? []).map((group) => ({ id: group.groupId, label: group.name }));
}
