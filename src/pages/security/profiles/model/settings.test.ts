import { describe, expect, it } from 'vitest';
import { holdsAll, toggled, withPoints } from './settings';

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
});
