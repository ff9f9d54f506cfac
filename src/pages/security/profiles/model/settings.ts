import { ALL, withBit } from '@/entities/security-bit';
import type { securityContract } from '@/shared/api';
import type { PermissionBit } from '@/shared/lib/permissions';

type Setting = securityContract.ProfileSetting;

/** The settings with one point's bit chosen or cleared; every other entry is kept as it was (the same object), so its row need not render again. */
export function toggled(settings: readonly Setting[], pointId: number, bit: PermissionBit, chosen: boolean): Setting[] {
  return settings.map((setting) =>
    setting.securityPointId === pointId ? { securityPointId: pointId, permission: withBit(setting.permission, bit, chosen) } : setting,
  );
}

/** The settings with points new to the profile added, each at ALL (127), the spec's default for a new point. */
export function withPoints(settings: readonly Setting[], pointIds: readonly number[]): Setting[] {
  const present = new Set(settings.map((setting) => setting.securityPointId));
  return [...settings, ...pointIds.filter((id) => !present.has(id)).map((securityPointId) => ({ securityPointId, permission: ALL }))];
}

/** Whether the settings give ALL on the point. */
export const holdsAll = (settings: readonly Setting[], pointId: number | undefined) =>
  settings.some((setting) => setting.securityPointId === pointId && setting.permission === ALL);
