/** The panel's shortcut for Mark as Pass while a chat is open, as a help popover lists it. */
export const MARK_PASS_SHORTCUT = {
  keys: ['Ctrl', 'Z'],
  /** The description's key in the `mark-conversation-pass` namespace. */
  descriptionKey: 'shortcut',
} as const;

/** Whether the key press is Ctrl+Z alone (no Shift, Alt or Meta). */
export function isMarkPassShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'key'>): boolean {
  return event.ctrlKey && !event.shiftKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'z';
}

/** Whether the focus is somewhere Ctrl+Z means "undo typing" (a text box or editable element). */
export function isEditingText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'file', 'submit', 'reset', 'range', 'color'].includes(target.type);
}
