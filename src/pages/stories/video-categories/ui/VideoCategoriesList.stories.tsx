import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storiesContract } from '@/shared/api';
import { failingCallsOnce, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { categoryRows, duas, videoStatsHandler } from './storyFixtures';
import { VideoCategoriesList } from './VideoCategoriesList';

const { videoCategories, categoryVideoStats } = storiesContract;

const meta = {
  title: 'pages/stories/video-categories/VideoCategoriesList',
  tags: ['autodocs'],
  component: VideoCategoriesList,
  ...resourceStoryFrame(categoryRows, { route: '/category-management', path: '/category-management', handlers: [videoStatsHandler()], viewport: { width: 1100, height: 760 } }),
} satisfies Meta<typeof VideoCategoriesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name = 'Video Categories') => within(canvasElement).findByRole('grid', { name });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const popup = (canvasElement: HTMLElement, name = 'Videos Stat') => body(canvasElement).findByRole('dialog', { name });

async function openStats(canvasElement: HTMLElement, label = '25 videos in Duas: open Videos Stat', title = 'Videos Stat') {
  await userEvent.click(await within(await table(canvasElement, title === 'Videos Stat' ? 'Video Categories' : 'ویڈیو کے زمرے')).findByRole('button', { name: label }));
  return popup(canvasElement, title);
}

const standard = resourceListStories({
  resource: videoCategories,
  rows: categoryRows,
  title: { en: 'Video Categories', ur: 'ویڈیو کے زمرے' },
  addLabel: { en: 'Add New', ur: 'نیا شامل کریں' },
  sampleRow: 'Duas',
  emptyTitle: 'No video categories yet',
  viewerActions: [],
});

/** ID, Category Name, Video Count (a link to the category's videos) and the Edit menu; Add New above. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ID', 'Category Name', 'Video Count', 'Action']);
    await expect(within(grid).getByRole('row', { name: /Duas/ })).toHaveTextContent(`${duas.id}Duas25`);
    await expect(within(grid).getByRole('button', { name: '0 videos in Islamic History: open Videos Stat' })).toBeVisible();
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

/** Edit opens the category's page form. */
export const EditOpensThePage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: 'Actions for Duas' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(await body(canvasElement).findByText(`Went to /category-management/edit/${duas.id}`)).toBeVisible();
  },
};

/** The count opens 'Videos Stat': the videos newest first, tags joined in capitals, watch time; Likes sorts, most first, then fewest. */
export const VideosStat: Story = {
  parameters: { screenshot: { viewport: { width: 1100, height: 900 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openStats(canvasElement);
    const grid = await within(dialog).findByRole('grid', { name: 'Videos of Duas' });
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ID', 'Video Title', 'Likes', 'Shares', 'Tags', 'Watch Time']);
    const first = await within(grid).findByRole('row', { name: /صبح کی دعائیں \(25\)/ });
    await expect(first).toHaveTextContent('DUA, MORNING');
    await expect(first).toHaveTextContent('0:10:00');
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toContain('Close');
    await userEvent.click(within(grid).getByRole('columnheader', { name: /Likes/ }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: /Likes/ })).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('أذكار المساء (12)2861'));
    await userEvent.click(within(grid).getByRole('columnheader', { name: /Likes/ }));
    await waitFor(() => expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('صبح کی دعائیں (25)205'));
    await expect(within(grid).getByRole('columnheader', { name: /Likes/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** The title search narrows the videos, and a title no video has says so; Close ends the popup. */
export const VideosStatSearch: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openStats(canvasElement);
    const grid = await within(dialog).findByRole('grid', { name: 'Videos of Duas' });
    await within(grid).findByRole('row', { name: /\(25\)/ });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search by video title' }), 'travel');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(7));
    await expect(within(grid).getByRole('row', { name: /Dua for travelling \(23\)/ })).toBeVisible();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search by video title' }), 'ler');
    await expect(await within(dialog).findByText('No video title contains “traveller”')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A category with no videos says so in the popup. */
export const VideosStatEmpty: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openStats(canvasElement, '0 videos in Islamic History: open Videos Stat');
    await expect(await within(dialog).findByText('No videos in this category yet')).toBeVisible();
  },
};

/** The videos failing to load say so with the server's words, and Try again brings them. */
export const VideosStatFailedThenRetried: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: { handlers: [...failingCallsOnce([categoryVideoStats], 'The stories service is unavailable.'), videoStatsHandler(), ...categoryRows.handlers()] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openStats(canvasElement);
    await expect(await within(dialog).findByText('The stories service is unavailable.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(await within(dialog).findByRole('row', { name: /\(25\)/ })).toBeVisible();
  },
};

/** The popup in Urdu, right to left; titles keep their own direction and the tags their capitals. */
export const VideosStatUrdu: Story = {
  globals: { locale: 'ur' },
  parameters: { screenshot: { viewport: { width: 1100, height: 900 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openStats(canvasElement, 'Duas میں 25 ویڈیوز: ویڈیوز کے اعداد و شمار کھولیں', 'ویڈیوز کے اعداد و شمار');
    const grid = await within(dialog).findByRole('grid', { name: 'Duas کی ویڈیوز' });
    await expect(await within(grid).findByRole('row', { name: /\(25\)/ })).toHaveTextContent('DUA, MORNING');
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['آئی ڈی', 'ویڈیو کا عنوان', 'پسندیدگیاں', 'شیئرز', 'ٹیگز', 'دیکھنے کا وقت']);
    await expect(within(dialog).getByRole('button', { name: 'بند کریں' })).toBeVisible();
  },
};
