import type { authContract } from '@/shared/api/contract';
import type { PermissionMap } from '@/shared/lib/permissions';
import type { Db } from '../../db/database';
import { permissionsOfGroup } from '../../security/permissions';

interface ProfileSource {
  userId: number;
  fullname: string;
  email: string;
  groupId: number;
  mustChangePassword: boolean;
  permissions?: PermissionMap;
}

/** The signed-in profile the contract describes: who, which group, and the permission map. */
export async function profileOf(db: Db, user: ProfileSource): Promise<authContract.Profile> {
  return {
    userId: user.userId,
    fullname: user.fullname,
    username: user.email,
    groupId: user.groupId,
    securityPermissions: user.permissions ?? (await permissionsOfGroup(db, user.groupId)),
    mustChangePassword: user.mustChangePassword,
  };
}
