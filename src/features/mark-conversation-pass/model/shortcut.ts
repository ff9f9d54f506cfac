/** The panel's shortcut for Mark as Pass while a chat is open, as a help popover lists it. */
export const MARK_PASS_SHORTCUT = {
  keys: ['Ctrl', 'Z'],
  /** The description's key in the `mark-conversation-pass` namespace. */
  descriptionKey: 'shortcut',
} as const;

type KeyPress = Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'key'>;

/** Whether the key press is Ctrl+Z alone (no Shift, Alt or Meta). */
export function isMarkPassShortcut(event: KeyPress): boolean {
  return event.ctrlKey && !event.shiftKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'z';
}

/** Where the focus was when the key was pressed. */
export interface ShortcutFocus {
  /** In a text box or another editable element. */
  isEditingText: boolean;
  /** Inside the open chat (its message box, its header, its messages). */
  isInsideChat: boolean;
}

/**
 * Whether the key press marks the open chat as pass: Ctrl+Z anywhere while the chat is open, its
 * message box included. Only a text field outside the chat (the chat list's search) keeps Ctrl+Z for
 * undoing its own typing, so a slip there cannot close a learner's chat.
 */
export function marksPassOnKey(event: KeyPress, focus: ShortcutFocus): boolean {
  if (!isMarkPassShortcut(event)) return false;
  return !focus.isEditingText || focus.isInsideChat;
}

/** Whether the focus is somewhere Ctrl+Z means "undo typing" (a text box or editable element). */
export function isEditingText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'file', 'submit', 'reset', 'range', 'color'].includes(target.type);
}
