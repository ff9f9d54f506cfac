import { useSession } from '@/entities/session';
import { MODERATOR_GROUP_ID } from '@/shared/config';
import { useRegisterDevice } from '../model/useRegisterDevice';

/**
 * Mounted by the phone layout of the moderator panel: registers the device of a member of the
 * moderator group on load. It draws nothing.
 */
export function RegisterDevice() {
  const { profile } = useSession();
  useRegisterDevice({ userId: profile?.userId ?? null, enabled: profile?.groupId === MODERATOR_GROUP_ID });
  return null;
}
