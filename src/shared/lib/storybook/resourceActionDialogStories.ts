import { HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CallDef } from '@/shared/api';
import { contractHandler } from './contractHandler';

type Scope = ReturnType<typeof within>;

export interface ResourceActionDialogStoryOptions {
  /** The list's table name. */
  table: string;
  /** The row acted on, by its label, and the row menu's item that opens the dialog. */
  row: string;
  menuItem: string;
  dialogTitle: string;
  /** The dialog's button that runs the action. */
  confirmLabel: string;
  /** Fills in what the action takes (a reason, a chosen group). */
  fill?(dialog: Scope): Promise<void>;
  /** What confirming without filling shows (the spec's 'Please enter a reason to ban'). */
  requiredMessage?: string;
  /** The server's words of success, and what the row acted on shows afterwards. */
  success: string;
  changedText: string;
  /** The action's call, refused with this status and message in ActionRefused. */
  call: CallDef;
  refusal: { status: number; message: string };
  /** The screen's handlers, asked after the refusal. */
  handlers(): RequestHandler[];
}

/**
 * The stories of an action run from a row's menu through a dialog (ban with a reason, a group picker), each
 * with its play function: ActionInADialog (the server's words, the dialog closed and the row changed),
 * ActionNeedsInput (when `requiredMessage` is given: nothing is sent) and ActionRefused (the server's
 * message in the dialog, which stays open with what was filled in).
 */
export function resourceActionDialogStories(options: ResourceActionDialogStoryOptions) {
  const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
  const openDialog = async (canvasElement: HTMLElement) => {
    const grid = await within(canvasElement).findByRole('grid', { name: options.table });
    await userEvent.click(await within(grid).findByRole('button', { name: `Actions for ${options.row}` }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: options.menuItem }));
    return { grid, dialog: await page(canvasElement).findByRole('dialog', { name: options.dialogTitle }) };
  };
  const confirm = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: options.confirmLabel }));
  const skip = { screenshot: { skip: true } };
  return {
    ActionInADialog: {
      parameters: skip,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const { grid, dialog } = await openDialog(canvasElement);
        await options.fill?.(within(dialog));
        await confirm(dialog);
        await expect(await page(canvasElement).findByText(options.success)).toBeVisible();
        await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: options.dialogTitle })).not.toBeInTheDocument());
        await waitFor(() => expect(within(grid).getByRole('row', { name: new RegExp(options.row) })).toHaveTextContent(options.changedText));
      },
    },
    ...(options.requiredMessage === undefined
      ? {}
      : {
          ActionNeedsInput: {
            play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
              const { dialog } = await openDialog(canvasElement);
              await confirm(dialog);
              await expect(await within(dialog).findByText(options.requiredMessage!)).toBeVisible();
              await expect(within(dialog).getByRole('button', { name: options.confirmLabel })).toBeEnabled();
            },
          },
        }),
    ActionRefused: {
      parameters: {
        msw: {
          handlers: [
            contractHandler(options.call, () => HttpResponse.json({ success: false, message: options.refusal.message }, { status: options.refusal.status })),
            ...options.handlers(),
          ],
        },
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const { dialog } = await openDialog(canvasElement);
        await options.fill?.(within(dialog));
        await confirm(dialog);
        await expect(await within(dialog).findByRole('alert')).toHaveTextContent(options.refusal.message);
        await expect(within(dialog).getByRole('button', { name: options.confirmLabel })).toBeEnabled();
      },
    },
  };
}
