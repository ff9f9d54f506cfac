import { useApi, usersContract } from '@/shared/api';

/** Every security group by id and title, for a picker; nothing is asked while `isWanted` is false (a closed dialog). */
export function useSecurityGroupOptions(isWanted: boolean) {
  return useApi(usersContract.userSecurityGroups, isWanted ? {} : null, { revalidateOnFocus: false });
}
