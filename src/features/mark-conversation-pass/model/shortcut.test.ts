import { describe, expect, it } from 'vitest';
import { isMarkPassShortcut, marksPassOnKey } from './shortcut';

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

describe('marksPassOnKey', () => {
  it('marks the chat as pass from its message box too', () => {
    expect(marksPassOnKey(press('z'), { isEditingText: true, isInsideChat: true })).toBe(true);
  });

  it('marks the chat as pass from anywhere that is not a text field', () => {
    expect(marksPassOnKey(press('z'), { isEditingText: false, isInsideChat: true })).toBe(true);
    expect(marksPassOnKey(press('z'), { isEditingText: false, isInsideChat: false })).toBe(true);
  });

  it('leaves Ctrl+Z to a text field outside the chat, such as the list search', () => {
    expect(marksPassOnKey(press('z'), { isEditingText: true, isInsideChat: false })).toBe(false);
  });

  it('answers no other key', () => {
    expect(marksPassOnKey(press('y'), { isEditingText: true, isInsideChat: true })).toBe(false);
  });
});
