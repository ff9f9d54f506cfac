/**
 * Send a chat reply (moderator panel composer): `<ChatComposer conversation={…} senderId={…} />`
 * sends text and images through chat/send-message-moderator. The voice recorder plugs in through
 * `renderRecorder(slot)`: spread the slot's props onto the recorder (`isDisabled`, `onStatusChange`,
 * `onRecorded`, `ref`).
 */
export { ChatComposer, type ChatComposerProps, type RecorderSlotProps } from './ui/ChatComposer';
export { composerState, type ComposerContent, type ComposerState, type RecorderStatus } from './model/composerRules';
export { replyBody, isTeacherAlreadyAssigned } from './model/replyBody';
export { CHAT_IMAGE_LIMITS } from './config/limits';
