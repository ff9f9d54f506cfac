import { describe, expect, it } from 'vitest';
import { isMarkPassShortcut } from './shortcut';

const press = (key: string, extra: Partial<KeyboardEvent> = {}) => ({
  key,
  ctrlKey: true,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ...extra,
});

describe('isMarkPassShortcut', () => {
  it('answers Ctrl+Z in either case', () => {
    expect(isMarkPassShortcut(press('z'))).toBe(true);
    expect(isMarkPassShortcut(press('Z'))).toBe(true);
  });

  it('ignores other keys and extra modifiers', () => {
    expect(isMarkPassShortcut(press('y'))).toBe(false);
    expect(isMarkPassShortcut(press('z', { ctrlKey: false }))).toBe(false);
    expect(isMarkPassShortcut(press('z', { shiftKey: true }))).toBe(false);
    expect(isMarkPassShortcut(press('z', { metaKey: true }))).toBe(false);
  });
});
