import { SECURITY_POINTS } from '@/shared/lib/permissions';
import type { SecurityGroup } from './groups';
import type { SecurityPoint } from './points';
import type { SecurityProfile } from './profiles';

/** The seeded points, each carrying every bit. */
export const securityPointFixtures: SecurityPoint[] = SECURITY_POINTS.map((point) => ({ securityPointId: point.id, key: point.key, title: point.title, bitSettings: 127 }));

const idOf = (key: (typeof SECURITY_POINTS)[number]['key']) => SECURITY_POINTS.find((point) => point.key === key)!.id;

export const securityProfileFixtures: SecurityProfile[] = [
  { profileId: 1, profileName: 'Administrators', settings: SECURITY_POINTS.map((point) => ({ securityPointId: point.id, permission: 127 })) },
  {
    profileId: 3,
    profileName: 'Content team',
    settings: (['DASHBOARD', 'ARTICLES', 'TAGS', 'CATEGORIES', 'GALLERY', 'SEO'] as const).map((key) => ({ securityPointId: idOf(key), permission: 127 })),
  },
  {
    profileId: 7,
    profileName: 'Moderators',
    settings: [
      { securityPointId: idOf('DASHBOARD'), permission: 1 },
      { securityPointId: idOf('MODERATOR_PANEL'), permission: 1 | 2 | 4 | 8 | 32 },
    ],
  },
  { profileId: 15, profileName: 'Viewers', settings: SECURITY_POINTS.map((point) => ({ securityPointId: point.id, permission: 1 | 2 })) },
];

export const securityGroupFixtures: SecurityGroup[] = [
  { groupId: 1, title: 'Administrators', notes: 'Every permission everywhere.', profileId: 1, profileName: 'Administrators' },
  { groupId: 3, title: 'Content team', notes: 'Blog, gallery and SEO editors.', profileId: 3, profileName: 'Content team' },
  { groupId: 7, title: 'Moderators', notes: '', profileId: 7, profileName: 'Moderators' },
  { groupId: 15, title: 'Viewers', notes: 'Read-only access for auditors.', profileId: 15, profileName: 'Viewers' },
];

/** `count` points (the seeded ones, then made-up areas), for measuring the matrix with many rows. */
export function manySecurityPoints(count: number): SecurityPoint[] {
  const extra = Array.from({ length: Math.max(0, count - securityPointFixtures.length) }, (_, index) => ({
    securityPointId: 1000 + index,
    key: `REGIONAL_AREA_${String(index + 1).padStart(3, '0')}`,
    title: `Regional area ${String(index + 1).padStart(3, '0')}`,
    bitSettings: 127,
  }));
  return [...securityPointFixtures, ...extra].slice(0, count);
}
