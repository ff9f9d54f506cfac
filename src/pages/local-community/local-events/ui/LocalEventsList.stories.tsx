import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { contractHandler, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { LocalEventsList } from './LocalEventsList';
import { eventRows, groupHandlers } from './storyFixtures';

const { localEvents } = siteContract;

const meta = {
  title: 'pages/local-community/local-events/LocalEventsList',
  tags: ['autodocs'],
  component: LocalEventsList,
  ...resourceStoryFrame(eventRows, { route: '/local-community/events', path: '/local-community/events', handlers: groupHandlers, viewport: { width: 1200, height: 900 } }),
} satisfies Meta<typeof LocalEventsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Local Events' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowOf = async (canvasElement: HTMLElement, name: RegExp) => within(await table(canvasElement)).findByRole('row', { name });
async function chooseInMenu(canvasElement: HTMLElement, rowName: string, item: string) {
  await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${rowName}` }));
  await userEvent.click(within(await body(canvasElement).findByRole('menu')).getByRole('menuitem', { name: item }));
}

const standard = resourceListStories({
  resource: localEvents,
  rows: eventRows,
  title: { en: 'Local Events', ur: 'مقامی تقریبات' },
  sampleRow: 'Youth football league',
  emptyTitle: 'No local events yet',
  viewerActions: [],
});

/** Ten events a page, each with its start and end on its own time zone's clock, the zone named. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11));
    const row = await rowOf(context.canvasElement, /Youth football league/);
    // 10:00 UTC is 15:00 in Karachi.
    await expect(row).toHaveTextContent('Starts Dec 6th 2026 15:00');
    await expect(row).toHaveTextContent('Ends Dec 6th 2026 18:00');
    await expect(row).toHaveTextContent('Asia/Karachi');
    await expect(row).toHaveTextContent('Sports');
    await expect(row).toHaveTextContent('Bilal Mirza');
    await expect(await rowOf(context.canvasElement, /Tarawih together/)).toHaveTextContent('Europe/London');
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** A viewer (list and view bits only) gets no row menu at all: no Edit, no Trending, no Delete. */
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

/** Trending on a row that is not, Not Trending on one that is; the badge follows. */
export const MarkTrending: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await chooseInMenu(canvasElement, 'Youth football league', 'Trending');
    await expect(await body(canvasElement).findByText('Status updated successfully')).toBeVisible();
    await waitFor(async () => expect(await rowOf(canvasElement, /Youth football league/)).toHaveTextContent('Trending'));
    await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: 'Actions for Karachi flood relief fundraiser' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Not Trending', 'Delete']);
  },
};

/** A trending change the server refuses shows the spec's words. */
export const TrendingFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(localEvents.calls.actions.markTrending!, () => HttpResponse.json({ success: false, message: 'The content service is unavailable.' }, { status: 503 })),
        ...groupHandlers,
        ...eventRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await chooseInMenu(canvasElement, 'Youth football league', 'Trending');
    await expect(await body(canvasElement).findByText('Something went wrong, please try again')).toBeVisible();
  },
};

/** Delete asks first, then the event is gone from the list. */
export const Delete: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await chooseInMenu(canvasElement, 'Youth football league', 'Delete');
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(within(await table(canvasElement)).queryByRole('row', { name: /Youth football league/ })).not.toBeInTheDocument());
  },
};

/** The second page holds the two oldest changes. */
export const SecondPage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, /Youth football league/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Next/ }));
    await waitFor(async () => expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(3));
    await expect(await rowOf(canvasElement, /Ice hockey for brothers/)).toBeVisible();
  },
};
