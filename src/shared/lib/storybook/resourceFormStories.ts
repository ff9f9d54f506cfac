import { delay, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { resourceContract } from '@/shared/api';
import { contractHandler } from './contractHandler';
import type { memoryResource } from './memoryResource';

type Canvas = ReturnType<typeof within>;
interface Context {
  canvasElement: HTMLElement;
}

export interface ResourceFormStoryOptions {
  resource: resourceContract.Resource;
  rows: ReturnType<typeof memoryResource>;
  /** The screen's other handlers (pickers, uploads), asked before the records'. */
  handlers?: readonly RequestHandler[];
  /** The add and edit addresses; the edited record's history is in `rows`. */
  createPath: string;
  editPath: string;
  /** The list's heading, shown 2 s after a saved form. */
  listTitle: string;
  /** Fills the add form with a valid record (uploads included). */
  fill(canvasElement: HTMLElement): Promise<void>;
  /** The spec's words an empty Save shows, in English and the first of them in Urdu. */
  requiredMessages: readonly string[];
  urdu: { save: string; requiredMessage: string };
  /** A field filled by `fill` and the value it must keep when the server refuses the save. */
  kept: { label: RegExp; value: string };
  /** The server's refusal of the add. */
  refusal: { status: number; message: string; fields?: Record<string, string> };
  /** Waits for the edit form to be filled in, then changes it. */
  change(canvas: Canvas): Promise<void>;
  /** The edit form's main button, where the spec names it otherwise ('Update'); 'Save' when not given. */
  updateLabel?: string;
}

const save = (canvas: Canvas, name = 'Save') => userEvent.click(canvas.getByRole('button', { name }));

/**
 * The standard states of a page form on the resource mechanism, each with its play function: Create
 * (saved, then the list), Invalid (the spec's words), Saving, SaveFailed (the server's words, nothing
 * typed lost; the save carried an Idempotency-Key), Edit (saved, and the change in the History panel) and Urdu.
 */
export function resourceFormStories(options: ResourceFormStoryOptions) {
  const { resource, rows, createPath } = options;
  const others = options.handlers ?? [];
  const withCreate = (resolver: Parameters<typeof contractHandler>[1]) => [contractHandler(resource.calls.create!, resolver), ...others, ...rows.handlers()];
  return {
    Create: {
      parameters: { path: createPath, screenshot: { skip: true } },
      play: async ({ canvasElement }: Context) => {
        const canvas = within(canvasElement);
        await options.fill(canvasElement);
        await save(canvas);
        await expect(await canvas.findByText(resource.messages.added)).toBeVisible();
        await expect(await canvas.findByRole('heading', { level: 1, name: options.listTitle }, { timeout: 4000 })).toBeVisible();
      },
    },
    Invalid: {
      parameters: { path: createPath },
      play: async ({ canvasElement }: Context) => {
        const canvas = within(canvasElement);
        await save(canvas);
        for (const message of options.requiredMessages) await expect(await canvas.findByText(message)).toBeVisible();
      },
    },
    Saving: {
      parameters: {
        path: createPath,
        msw: {
          handlers: withCreate(async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        },
        screenshot: { skip: true },
      },
      play: async ({ canvasElement }: Context) => {
        const canvas = within(canvasElement);
        await options.fill(canvasElement);
        await save(canvas);
        await waitFor(() => expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'));
        await expect(canvas.getByRole('textbox', { name: options.kept.label })).toBeDisabled();
      },
    },
    SaveFailed: {
      parameters: {
        path: createPath,
        msw: {
          // A form's save carries its submission's Idempotency-Key; one without is answered otherwise, and the story fails.
          handlers: withCreate(({ request }) =>
            /^[0-9a-f]{32}$/.test(request.headers.get('idempotency-key') ?? '')
              ? HttpResponse.json({ success: false, message: options.refusal.message, fields: options.refusal.fields }, { status: options.refusal.status })
              : HttpResponse.json({ success: false, message: 'The save was sent without an Idempotency-Key.' }, { status: 400 }),
          ),
        },
      },
      play: async ({ canvasElement }: Context) => {
        const canvas = within(canvasElement);
        await options.fill(canvasElement);
        await save(canvas);
        await expect(await canvas.findByRole('alert')).toHaveTextContent(options.refusal.message);
        await expect(canvas.getByRole('textbox', { name: options.kept.label })).toHaveValue(options.kept.value);
      },
    },
    Edit: {
      parameters: { path: options.editPath },
      play: async ({ canvasElement }: Context) => {
        const canvas = within(canvasElement);
        const history = await canvas.findByRole('region', { name: 'History' });
        await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
        await options.change(canvas);
        await save(canvas, options.updateLabel);
        await expect(await canvas.findByText(resource.messages.updated)).toBeVisible();
        // The stories' records are changed as Amina Rahman.
        await expect(await within(history).findByText('Amina Rahman changed it')).toBeVisible();
      },
    },
    Urdu: {
      globals: { locale: 'ur' },
      parameters: { path: createPath },
      play: async ({ canvasElement }: Context) => {
        const canvas = within(canvasElement);
        await save(canvas, options.urdu.save);
        await expect(await canvas.findByText(options.urdu.requiredMessage)).toBeVisible();
        await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
      },
    },
  };
}
