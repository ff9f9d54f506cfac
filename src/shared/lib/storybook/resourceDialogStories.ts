import { expect, userEvent, waitFor, within } from 'storybook/test';

type Scope = ReturnType<typeof within>;

export interface ResourceDialogStoryOptions {
  /** The list's table name. */
  table: string;
  addLabel: string;
  addTitle: string;
  editTitle: string;
  /** The first field (the name or title), by its label. */
  field: RegExp;
  /** The spec's message for that field left empty. */
  requiredMessage: string;
  added: string;
  /** A row to change, and the name it gets. */
  editRow: string;
  editedName: string;
  /** A row to delete. */
  deleteRow: string;
  /** A section's own checks once the new name is typed (a slug that follows it). */
  afterTyping?(dialog: Scope): Promise<void>;
}

const tableIn = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('grid', { name });

/**
 * The stories of a list whose records are added and edited in a dialog (the spec's tag and category
 * modals): AddInADialog (the list refreshed, the dialog closed a second after saving, the success toast outliving it), DialogNeedsAName,
 * EditInADialog and DeleteAsksFirst, each with its play function.
 */
export function resourceDialogStories(options: ResourceDialogStoryOptions) {
  const skip = { screenshot: { skip: true } };
  const openRowMenu = async (canvasElement: HTMLElement, row: string) => {
    const grid = await tableIn(canvasElement, options.table);
    await userEvent.click(await within(grid).findByRole('button', { name: `Actions for ${row}` }));
    return grid;
  };
  return {
    AddInADialog: {
      parameters: skip,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const page = within(canvasElement.ownerDocument.body);
        await tableIn(canvasElement, options.table);
        await userEvent.click(within(canvasElement).getByRole('button', { name: options.addLabel }));
        const dialog = await page.findByRole('dialog', { name: options.addTitle });
        await userEvent.type(within(dialog).getByRole('textbox', { name: options.field }), options.added);
        await options.afterTyping?.(within(dialog));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        const toast = await page.findByText('Record added successfully!');
        await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
        // The toast outlives the dialog, so the success is still there to read once it has closed.
        await expect(toast).toBeVisible();
        await expect(await within(await tableIn(canvasElement, options.table)).findByRole('row', { name: new RegExp(options.added) })).toBeVisible();
      },
    },
    DialogNeedsAName: {
      parameters: skip,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const page = within(canvasElement.ownerDocument.body);
        await tableIn(canvasElement, options.table);
        await userEvent.click(within(canvasElement).getByRole('button', { name: options.addLabel }));
        const dialog = await page.findByRole('dialog', { name: options.addTitle });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        await expect(await within(dialog).findByText(options.requiredMessage)).toBeVisible();
        await expect(within(dialog).getByRole('textbox', { name: options.field })).toHaveAttribute('aria-invalid', 'true');
      },
    },
    EditInADialog: {
      parameters: skip,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const page = within(canvasElement.ownerDocument.body);
        const grid = await openRowMenu(canvasElement, options.editRow);
        await userEvent.click(await page.findByRole('menuitem', { name: 'Edit' }));
        const dialog = await page.findByRole('dialog', { name: options.editTitle });
        const field = within(dialog).getByRole('textbox', { name: options.field });
        await expect(field).toHaveValue(options.editRow);
        await userEvent.clear(field);
        await userEvent.type(field, options.editedName);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        await expect(await page.findByText('Record updated successfully!')).toBeVisible();
        await expect(await within(grid).findByRole('row', { name: new RegExp(options.editedName) })).toBeVisible();
      },
    },
    DeleteAsksFirst: {
      parameters: skip,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const page = within(canvasElement.ownerDocument.body);
        const grid = await openRowMenu(canvasElement, options.deleteRow);
        await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
        const question = await page.findByRole('alertdialog', { name: 'Are you sure?' });
        await expect(question).toHaveTextContent(`Do you really want to delete “${options.deleteRow}”?`);
        await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
        await expect(await page.findByText('Record deleted successfully!')).toBeVisible();
        await waitFor(() => expect(within(grid).queryByRole('row', { name: new RegExp(`^${options.deleteRow}`) })).not.toBeInTheDocument());
      },
    },
  };
}
