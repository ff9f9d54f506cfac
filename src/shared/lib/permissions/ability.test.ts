import { describe, expect, it } from 'vitest';
import { abilityAllows, DEFAULT_ABILITY_RULES, isProfileMenuHidden } from './ability';

describe('ability', () => {
  it('gives the default rules manage on Admin and read on User', () => {
    expect(abilityAllows(DEFAULT_ABILITY_RULES, 'manage', 'Admin')).toBe(true);
    expect(abilityAllows(DEFAULT_ABILITY_RULES, 'delete', 'Admin')).toBe(true);
    expect(abilityAllows(DEFAULT_ABILITY_RULES, 'read', 'User')).toBe(true);
    expect(abilityAllows(DEFAULT_ABILITY_RULES, 'update', 'User')).toBe(false);
    expect(abilityAllows(DEFAULT_ABILITY_RULES, 'manage', 'User')).toBe(false);
  });

  it('hides the profile menu only for whoever manages User', () => {
    expect(isProfileMenuHidden()).toBe(false);
    expect(isProfileMenuHidden([{ action: 'manage', subject: 'User' }])).toBe(true);
    expect(isProfileMenuHidden([{ action: 'manage', subject: 'all' }])).toBe(true);
    expect(isProfileMenuHidden([{ action: 'read', subject: 'all' }])).toBe(false);
  });
});
