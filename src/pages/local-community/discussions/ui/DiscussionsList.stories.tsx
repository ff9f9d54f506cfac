import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { contractHandler, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { DiscussionsList } from './DiscussionsList';
import { complaint, deletedByAuthor, discussionHandlers, halaqa, parking, postRows, spam } from './storyFixtures';

const { discussions } = siteContract;

const meta = {
  title: 'pages/local-community/discussions/DiscussionsList',
  tags: ['autodocs'],
  component: DiscussionsList,
  ...resourceStoryFrame(postRows, { route: '/local-community/discussion', path: '/local-community/discussion', handlers: discussionHandlers, viewport: { width: 1280, height: 900 } }),
} satisfies Meta<typeof DiscussionsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Discussions' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowOf = async (canvasElement: HTMLElement, text: string) => within(await table(canvasElement)).findByRole('row', { name: new RegExp(text.slice(0, 20)) });
async function chooseInMenu(canvasElement: HTMLElement, post: siteContract.DiscussionPost, item: string) {
  await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${post.message.slice(0, 60)}` }));
  await userEvent.click(within(await body(canvasElement).findByRole('menu')).getByRole('menuitem', { name: item }));
}
const checkboxOf = async (canvasElement: HTMLElement, post: siteContract.DiscussionPost) => within(await rowOf(canvasElement, post.message)).getByRole('checkbox');

const standard = resourceListStories({
  resource: discussions,
  rows: postRows,
  title: { en: 'Discussions', ur: 'مباحثے' },
  sampleRow: halaqa.message.slice(0, 60),
  emptyTitle: 'No discussions yet',
  viewerActions: [],
});

/** Ten posts a page with author, group, date, reports and comments; hidden, deleted and trending ones say so. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11));
    await expect(await rowOf(context.canvasElement, complaint.message)).toHaveTextContent('Hidden');
    await expect(await rowOf(context.canvasElement, halaqa.message)).toHaveTextContent('Trending');
    await expect(await rowOf(context.canvasElement, spam.message)).toHaveTextContent('Karachi Youth Circle');
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** A viewer (list and view bits) gets no row menu and no checkboxes: nothing to change. */
export const PermissionHidden: Story = {
  ...standard.PermissionHidden,
  play: async (context) => {
    await standard.PermissionHidden.play(context);
    await expect(within(await table(context.canvasElement)).queryByRole('checkbox')).not.toBeInTheDocument();
  },
};
export const Urdu: Story = standard.Urdu;

/** The most reported first: the report count header sorts. */
export const SortedByReports: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    const reports = within(grid).getByRole('columnheader', { name: /Reports/ });
    // The second press turns the order the first one set: it waits, as a reader does, for the header to show it.
    await userEvent.click(reports);
    await waitFor(() => expect(reports).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(reports);
    await waitFor(() => expect(reports).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent(spam.message));
  },
};

/**
 * Three chosen posts hidden at once: the two visible ones are hidden, the one already hidden is named as
 * not changed with the server's words; the choice is cleared and the list shows them hidden.
 */
export const HideSelected: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    for (const post of [spam, complaint, parking]) await userEvent.click(await checkboxOf(canvasElement, post));
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Changes to the selected rows' });
    await expect(within(bar).getByText('3 selected')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide' }));
    await expect(await body(canvasElement).findByText('2 records changed')).toBeVisible();
    await expect(body(canvasElement).getByText(`Not changed: ${complaint.message} (It is already hidden.)`)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('toolbar')).not.toBeInTheDocument());
    await waitFor(async () => expect(await rowOf(canvasElement, spam.message)).toHaveTextContent('Hidden'));
    await expect(await rowOf(canvasElement, parking.message)).toHaveTextContent('Hidden');
  },
};

/** A post its author deleted offers only Delete; a visible one Edit, Hide, Trending and Delete. */
export const SoftDeletedOnlyDelete: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${deletedByAuthor.message}` }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${parking.message}` }));
    const other = await body(canvasElement).findByRole('menu');
    await expect(within(other).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Hide', 'Trending', 'Delete']);
  },
};

/** Hide one post from its menu; the badge follows. */
export const HideOne: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await chooseInMenu(canvasElement, parking, 'Hide');
    await expect(await body(canvasElement).findByText('Status updated successfully')).toBeVisible();
    await waitFor(async () => expect(await rowOf(canvasElement, parking.message)).toHaveTextContent('Hidden'));
  },
};

/** A trending change the server refuses shows the spec's words. */
export const TrendingFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(discussions.calls.actions.markTrending!, () => HttpResponse.json({ success: false, message: 'The content service is unavailable.' }, { status: 503 })),
        ...discussionHandlers,
        ...postRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await chooseInMenu(canvasElement, parking, 'Trending');
    await expect(await body(canvasElement).findByText('Something went wrong, please try again')).toBeVisible();
  },
};

/** Typing an author's name lists only their posts. */
export const FilteredByAuthor: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Author' }), 'farah');
    await waitFor(async () => expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(2));
    await expect(await rowOf(canvasElement, 'Please make dua')).toBeVisible();
  },
};

/** A hide over the chosen rows that fails as a whole says so and keeps the choice, to try again. */
export const HideSelectedFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(discussions.calls.bulkActions.hideAll!, () => HttpResponse.json({ success: false, message: 'The content service is unavailable.' }, { status: 503 })),
        ...discussionHandlers,
        ...postRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await checkboxOf(canvasElement, spam));
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Changes to the selected rows' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide' }));
    await expect(await body(canvasElement).findByText('The selected records could not be changed')).toBeVisible();
    await expect(body(canvasElement).getByText('The content service is unavailable.')).toBeVisible();
    await expect(within(bar).getByText('1 selected')).toBeVisible();
  },
};
