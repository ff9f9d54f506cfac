import { useCallback } from 'react';
import { useCan } from '@/entities/session';
import type { resourceContract } from '@/shared/api';

/**
 * Whether the signed-in profile may do an operation of a resource: it holds one of the bits the
 * declaration names for it on the resource's point (several mean any one, the spec's "add or edit").
 */
export function useResourceAccess(resource: resourceContract.Resource) {
  const can = useCan();
  return useCallback(
    (operation: resourceContract.ResourceOperation) => [resource.bits[operation]].flat().some((bit) => can(resource.point, bit)),
    [can, resource],
  );
}
