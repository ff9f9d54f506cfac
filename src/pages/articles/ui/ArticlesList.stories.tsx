import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { ArticlesList } from './ArticlesList';
import { articleRows, articleScreenHandlers } from './storyFixtures';

const meta = {
  title: 'pages/articles/ArticlesList',
  tags: ['autodocs'],
  component: ArticlesList,
  ...resourceStoryFrame(articleRows, { route: '/articles', path: '/articles', handlers: articleScreenHandlers, viewport: { width: 1200, height: 720 } }),
} satisfies Meta<typeof ArticlesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Articles' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const standard = resourceListStories({
  resource: siteContract.articles,
  rows: articleRows,
  title: { en: 'Articles', ur: 'مضامین' },
  addLabel: { en: 'Add Article', ur: 'مضمون شامل کریں' },
  sampleRow: 'Preparing Your Home for Ramadan',
  emptyTitle: 'No articles yet',
  viewerActions: ['View'],
});

/** The articles, newest change first: thumbnail, title, category, author, published Yes or No and the last change. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    const row = await within(grid).findByRole('row', { name: /Memorising the Last Ten Surahs/ });
    await expect(row).toHaveTextContent('Quran Studies');
    await expect(row).toHaveTextContent('Amina Rahman');
    await expect(row).toHaveTextContent('No');
    // Six pictures, each fetched with the token and drawn by the mock server: allow a busy machine its time.
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(6), { timeout: 5000 });
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    await waitFor(() => expect(context.canvasElement.querySelectorAll('img')).toHaveLength(6), { timeout: 5000 });
  },
};

/** With every right the row menu offers View, Edit, Preview and Delete; Preview opens the public-style page. */
export const PreviewFromTheMenu: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Preparing Your Home for Ramadan' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Edit', 'Preview', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Preview' }));
    await expect(await body(canvasElement).findByText('Went to /articles/preview/6')).toBeVisible();
  },
};

/** View All asks for 100 articles a page. */
export const ViewAll: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Preparing Your Home/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View All' }));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Rows per page/ })).toHaveTextContent('100'));
  },
};
