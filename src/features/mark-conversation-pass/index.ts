/**
 * Mark a conversation as passed: `<MarkAsPassButton conversationId={…} keyboardShortcut />` closes
 * it (status CLOSED) and updates the cached conversation so its pane shows the closed state.
 * `MARK_PASS_SHORTCUT` describes Ctrl+Z for a help popover.
 */
export { MarkAsPassButton, type MarkAsPassButtonProps } from './ui/MarkAsPassButton';
export { useMarkConversationPass } from './model/useMarkConversationPass';
export { MARK_PASS_SHORTCUT } from './model/shortcut';
