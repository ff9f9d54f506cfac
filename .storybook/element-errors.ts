/**
 * A query that finds nothing says what the page was telling its reader at that moment: its alerts, its
 * notices and its fields marked invalid, with their words. The page's markup, which testing-library prints
 * instead, is cut after a few thousand characters, before the form's error under a field or a toast.
 */
const TOLD = '[role=alert], [role=status], [aria-invalid=true]';

const wordsOf = (element: Element) => {
  const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? '';
  const text = (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : element.textContent ?? '').trim();
  return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}${name ? ` "${name}"` : ''}: ${text.slice(0, 200) || '(empty)'}`;
};

export function elementError(message: string | null): Error {
  const told = [...document.querySelectorAll(TOLD)].filter((element) => element.textContent?.trim() || element.getAttribute('aria-invalid'));
  const error = new Error([message ?? '', told.length > 0 ? `What the page said then:\n${told.map((element) => `  - ${wordsOf(element)}`).join('\n')}` : 'The page showed no alert, notice or invalid field then.'].join('\n\n'));
  error.name = 'TestingLibraryElementError';
  return error;
}
