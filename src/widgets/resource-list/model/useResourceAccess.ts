import { useCallback } from 'react';
import { useCan } from '@/entities/session';
import type { resourceContract } from '@/shared/api';

/**
 * Whether the signed-in profile may do an operation, a declared action or bulk action of a resource: the resource
 * has it, and the profile holds one of the bits the declaration names for it on the resource's point
 * (several mean any one, the spec's "add or edit").
 */
export function useResourceAccess(resource: resourceContract.Resource) {
  const can = useCan();
  return useCallback(
    (operation: resourceContract.ResourceOperation | { action: string } | { bulkAction: string }) => {
      if (typeof operation === 'object' && 'bulkAction' in operation) {
        const action = resource.bulkActions?.[operation.bulkAction];
        return action !== undefined && [action.bits ?? 'edit'].flat().some((bit) => can(resource.point, bit));
      }
      if (typeof operation === 'object') {
        const action = resource.actions?.[operation.action];
        return action !== undefined && [action.bits ?? 'edit'].flat().some((bit) => can(resource.point, bit));
      }
      const exists = operation === 'create' || operation === 'update' || operation === 'delete' ? resource.calls[operation] !== undefined : true;
      return exists && [resource.bits[operation]].flat().some((bit) => can(resource.point, bit));
    },
    [can, resource],
  );
}
