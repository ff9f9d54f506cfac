import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { CommentsList } from './CommentsList';
import { answered, commentRows, spamComment } from './storyFixtures';

const meta = {
  title: 'pages/local-community/comments/CommentsList',
  tags: ['autodocs'],
  component: CommentsList,
  ...resourceStoryFrame(commentRows, { route: '/local-community/comments', path: '/local-community/comments', viewport: { width: 1200, height: 900 } }),
} satisfies Meta<typeof CommentsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Comments' });
const rowOf = async (canvasElement: HTMLElement, text: string) => within(await table(canvasElement)).findByRole('row', { name: new RegExp(text.slice(0, 20)) });

const standard = resourceListStories({
  resource: siteContract.discussionComments,
  rows: commentRows,
  title: { en: 'Comments', ur: 'تبصرے' },
  sampleRow: answered.message,
  emptyTitle: 'No comments yet',
  viewerActions: [],
});

/** Ten comments a page, each with the post it answers and its author; a hidden one says so. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    await waitFor(async () => expect(within(await table(context.canvasElement)).getAllByRole('row')).toHaveLength(11));
    await expect(await rowOf(context.canvasElement, answered.message)).toHaveTextContent(answered.postMessage);
    await expect(await rowOf(context.canvasElement, spamComment.message)).toHaveTextContent('Hidden');
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = { ...standard.Urdu, parameters: { screenshot: { skip: true } } };

/** Unhide a hidden comment from its menu: the badge goes. */
export const Unhide: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${spamComment.message}` }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Unhide']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Unhide' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Status updated successfully')).toBeVisible();
    await waitFor(async () => expect(await rowOf(canvasElement, spamComment.message)).not.toHaveTextContent('Hidden'));
  },
};
