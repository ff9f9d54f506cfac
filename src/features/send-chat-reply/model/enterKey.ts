/** Controls on which Enter does their own thing: press a button, follow a link, pick an option, edit a field. */
const ENTER_OWNERS = [
  'button',
  'a[href]',
  'input',
  'textarea',
  'select',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="button"]',
  '[role="link"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="row"]',
  '[role="gridcell"]',
].join(', ');

/** Whether Enter is a plain Enter (no modifier, not confirming an input method's composition). */
export function isPlainEnter(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey && !event.isComposing;
}

/** Whether the focused element already answers Enter itself, so the chat's Enter must leave it alone. */
export function enterBelongsToControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(ENTER_OWNERS);
}
