/**
 * The direction of a field holding typed text of `length` characters: the text's own (`auto`) once there
 * is some; while it is empty, none of its own, so the placeholder and the caret follow the interface
 * (Chromium reads an empty `auto` field as left to right, even in Urdu).
 */
export function typedTextDirection(length: number): 'auto' | undefined {
  return length > 0 ? 'auto' : undefined;
}
