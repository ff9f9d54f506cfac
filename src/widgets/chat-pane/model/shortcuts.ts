import { MARK_PASS_SHORTCUT } from '@/features/mark-conversation-pass';

/** One line of the shortcuts help: the keys pressed together and the text that says what they do. */
export interface ShortcutLine {
  keys: readonly string[];
  /** The description's key, in `namespace` (the chat pane's own unless told). */
  descriptionKey: string;
  namespace?: string;
}

/**
 * The moderator panel's shortcuts while a chat is open, in the spec's order. Enter and Ctrl+Shift+F
 * are answered by the composer, the recording keys by the voice recorder and Ctrl+Z by Mark as Pass.
 */
export const CHAT_SHORTCUTS: readonly ShortcutLine[] = [
  { keys: ['Enter'], descriptionKey: 'shortcuts.send' },
  { keys: ['Ctrl', 'Shift', 'F'], descriptionKey: 'shortcuts.focus' },
  { keys: ['Ctrl', 'Shift', 'S'], descriptionKey: 'shortcuts.record' },
  { keys: ['Ctrl', 'I'], descriptionKey: 'shortcuts.stop' },
  { keys: MARK_PASS_SHORTCUT.keys, descriptionKey: MARK_PASS_SHORTCUT.descriptionKey, namespace: 'mark-conversation-pass' },
  { keys: ['Ctrl', 'Shift', 'L'], descriptionKey: 'shortcuts.play' },
  { keys: ['Ctrl', 'Shift', 'K'], descriptionKey: 'shortcuts.pause' },
  { keys: ['Ctrl', 'Shift', 'H'], descriptionKey: 'shortcuts.discard' },
];
