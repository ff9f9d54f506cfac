import { describe, expect, it } from 'vitest';
import { heldBitsOf, holdsAll, mayGive, toggled, withPoints } from './settings';

describe("a profile's settings in the matrix", () => {
  const settings = [
    { securityPointId: 1, permission: 3 },
    { securityPointId: 2, permission: 127 },
  ];

  it('changes one point and keeps every other entry as it was', () => {
    const next = toggled(settings, 1, 'delete', true);
    expect(next[0]).toEqual({ securityPointId: 1, permission: 19 });
    expect(next[1]).toBe(settings[1]);
    expect(toggled(settings, 2, 'edit', false)[1]!.permission).toBe(127);
    expect(toggled(settings, 1, 'all', true)[0]!.permission).toBe(127);
  });

  it('adds new points at ALL, once', () => {
    expect(withPoints(settings, [2, 5])).toEqual([...settings, { securityPointId: 5, permission: 127 }]);
    expect(holdsAll(settings, 2)).toBe(true);
    expect(holdsAll(settings, 1)).toBe(false);
  });

  it('adds new points at no more than the editor holds on them', () => {
    const held = new Map([[5, 1 | 2], [6, 127]]);
    expect(withPoints([], [5, 6, 7], held)).toEqual([
      { securityPointId: 5, permission: 3 },
      { securityPointId: 6, permission: 127 },
      { securityPointId: 7, permission: 0 },
    ]);
  });

  it('lets an editor give a bit they hold, and ALL only with ALL', () => {
    expect(mayGive(1 | 8, 'edit')).toBe(true);
    expect(mayGive(1 | 8, 'delete')).toBe(false);
    expect(mayGive(63, 'all')).toBe(false);
    expect(mayGive(127, 'all')).toBe(true);
    expect(mayGive(127, 'perform')).toBe(true);
    expect(mayGive(0, 'list')).toBe(false);
    const held = heldBitsOf([{ securityPointId: 11, key: 'USERS' }, { securityPointId: 12, key: 'SECURITY' }], { USERS: 8 });
    expect([...held]).toEqual([[11, 8], [12, 0]]);
  });
});
