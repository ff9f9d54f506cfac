import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, type resourceContract } from '@/shared/api';
import { failingCallsOnce, pendingCalls } from './contractHandler';
import type { memoryResource } from './memoryResource';
import { signedInAs } from './signedInAs';

interface Words {
  en: string;
  ur: string;
}

export interface ResourceListStoryOptions {
  resource: resourceContract.Resource;
  rows: ReturnType<typeof memoryResource>;
  /** The page's heading, which also names its table unless `table` does. */
  title: Words;
  /** The table's name where it is not the heading's (a list under tabs, named by its tab). */
  table?: Words;
  /** The Add button, when the list has one. */
  addLabel?: Words;
  /** A row the fixtures hold, by its label (the row's name). */
  sampleRow: string;
  emptyTitle: string;
  /** What a viewer's row menu offers (list and view bits only), in order. */
  viewerActions: readonly string[];
}

const grid = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('grid', { name });

/**
 * The standard states of a list built on the resource mechanism, each with its play function: Filled,
 * Empty, Loading, FailedThenRetried, PermissionHidden (a viewer) and Urdu. A section's story file
 * exports them (`export const Filled: Story = standard.Filled;`) and writes stories only for what is its own.
 */
export function resourceListStories(options: ResourceListStoryOptions) {
  const { resource, rows, title, addLabel, sampleRow } = options;
  const table = options.table ?? title;
  const rowName = new RegExp(sampleRow);
  return {
    Filled: {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('heading', { level: 1, name: title.en })).toBeVisible();
        await expect(await within(await grid(canvasElement, table.en)).findByRole('row', { name: rowName })).toBeVisible();
        if (addLabel) await expect(canvas.getByRole('button', { name: addLabel.en })).toBeVisible();
      },
    },
    Empty: {
      beforeEach: () => rows.reset([]),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await within(canvasElement).findByText(options.emptyTitle)).toBeVisible();
      },
    },
    Loading: {
      parameters: { msw: { handlers: pendingCalls([resource.calls.list]) }, screenshot: { skip: true } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
      },
    },
    FailedThenRetried: {
      parameters: {
        msw: { handlers: [...failingCallsOnce([resource.calls.list], 'The content service is unavailable.'), ...rows.handlers()] },
        screenshot: { skip: true },
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('The content service is unavailable.')).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
        await expect(await within(await grid(canvasElement, table.en)).findByRole('row', { name: rowName })).toBeVisible();
      },
    },
    PermissionHidden: {
      beforeEach: () => signedInAs(contractFixtures.viewerProfile)(),
      parameters: { screenshot: { skip: true } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        const shown = await grid(canvasElement, table.en);
        await within(shown).findByRole('row', { name: rowName });
        if (addLabel) await expect(canvas.queryByRole('button', { name: addLabel.en })).not.toBeInTheDocument();
        const menuButton = within(shown).queryByRole('button', { name: `Actions for ${sampleRow}` });
        if (options.viewerActions.length === 0) {
          await expect(menuButton).not.toBeInTheDocument();
          await expect(within(shown).queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
          return;
        }
        await userEvent.click(menuButton!);
        const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
        await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([...options.viewerActions]);
      },
    },
    Urdu: {
      globals: { locale: 'ur' },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('heading', { level: 1, name: title.ur })).toBeVisible();
        await expect(await within(await grid(canvasElement, table.ur)).findByRole('row', { name: rowName })).toBeVisible();
        if (addLabel) await expect(canvas.getByRole('button', { name: addLabel.ur })).toBeVisible();
      },
    },
  };
}
