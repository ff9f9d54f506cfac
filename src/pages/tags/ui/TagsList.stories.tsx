import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { memoryResource, resourceDialogStories, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { TagsList } from './TagsList';

const { tags } = siteContract;
const tagRows = memoryResource(tags, contractFixtures.tagFixtures);

const meta = {
  title: 'pages/tags/TagsList',
  tags: ['autodocs'],
  component: TagsList,
  ...resourceStoryFrame(tagRows, { route: '/tags', path: '/tags', viewport: { width: 1100, height: 640 } }),
} satisfies Meta<typeof TagsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Tags' });

const standard = resourceListStories({
  resource: tags,
  rows: tagRows,
  title: { en: 'Tags', ur: 'ٹیگز' },
  addLabel: { en: 'Add Tag', ur: 'ٹیگ شامل کریں' },
  sampleRow: 'Quran',
  emptyTitle: 'No tags yet',
  viewerActions: ['View'],
});

/** The tags, newest change first, with name, slug and the time of the last change. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    const ramadan = await within(grid).findByRole('row', { name: /Ramadan/ });
    await expect(ramadan).toHaveTextContent('ramadan');
    await expect(ramadan).toHaveTextContent('Nov 20th 2026 18:30');
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Slug', 'Last updated', 'Action']);
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

/** Search words, page and page size come from the address, so a reload or a shared link shows the same rows. */
export const PageAndSearchInTheAddress: Story = {
  parameters: { path: '/tags?page=2&size=10', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    await expect(within(grid).getByRole('row', { name: /Youth/ })).toBeVisible();
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search' }), 'ha');
    await waitFor(() => expect(within(grid).getAllByRole('row').map((row) => row.textContent)).toEqual([expect.stringContaining('Name'), expect.stringContaining('Hajj'), expect.stringContaining('Charity')]));
  },
};

const inDialog = resourceDialogStories({
  table: 'Tags',
  addLabel: 'Add Tag',
  addTitle: 'Add Tag',
  editTitle: 'Edit Tag',
  field: /^Name/,
  requiredMessage: 'Enter a valid name',
  added: 'Night Prayer',
  editRow: 'Zakat',
  editedName: 'Zakat al-Fitr',
  deleteRow: 'Hajj',
  afterTyping: async (dialog) => expect(dialog.getByRole('textbox', { name: /^Slug/ })).toHaveValue('night-prayer'),
});
export const AddInADialog: Story = inDialog.AddInADialog;
export const DialogNeedsAName: Story = inDialog.DialogNeedsAName;
export const EditInADialog: Story = inDialog.EditInADialog;
export const DeleteAsksFirst: Story = inDialog.DeleteAsksFirst;

/** View opens the tag's own page. */
export const ViewOpensThePage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Quran' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'View' }));
    await expect(await page.findByText('Went to /tags/view/7')).toBeVisible();
  },
};
