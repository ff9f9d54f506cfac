import { expect, within } from 'storybook/test';

/** Roles through which a person types or chooses a value. */
const FIELD_ROLES = ['textbox', 'searchbox', 'combobox', 'checkbox', 'switch', 'radio', 'spinbutton'] as const;

const isUsable = (element: HTMLElement) =>
  !element.matches(':disabled, [readonly]') && element.getAttribute('aria-disabled') !== 'true' && element.getAttribute('aria-readonly') !== 'true';

/**
 * What a view screen must not offer once its record is in: a field to change, or a control that removes
 * something on the spot (a tag chip's ×, a Delete). Leading to the edit screen stays allowed.
 */
export async function expectReadOnly(root: HTMLElement) {
  const canvas = within(root);
  const fields = FIELD_ROLES.flatMap((role) => canvas.queryAllByRole(role)).filter(isUsable);
  await expect(fields.map((field) => field.getAttribute('aria-label') ?? field.getAttribute('name') ?? field.outerHTML.slice(0, 80))).toEqual([]);
  const removers = canvas.queryAllByRole('button', { name: /remove|delete|ہٹائیں|حذف/i });
  await expect(removers.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([]);
}
