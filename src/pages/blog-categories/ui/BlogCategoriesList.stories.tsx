import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { memoryResource, resourceDialogStories, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { BlogCategoriesList } from './BlogCategoriesList';

const { blogCategories } = siteContract;
const categoryRows = memoryResource(blogCategories, contractFixtures.blogCategoryFixtures);

const meta = {
  title: 'pages/blog-categories/BlogCategoriesList',
  tags: ['autodocs'],
  component: BlogCategoriesList,
  ...resourceStoryFrame(categoryRows, { route: '/categories', path: '/categories', viewport: { width: 1100, height: 640 } }),
} satisfies Meta<typeof BlogCategoriesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Blog Categories' });

const standard = resourceListStories({
  resource: blogCategories,
  rows: categoryRows,
  title: { en: 'Blog Categories', ur: 'بلاگ کے زمرے' },
  addLabel: { en: 'Add Category', ur: 'زمرہ شامل کریں' },
  sampleRow: 'Prayer',
  emptyTitle: 'No categories yet',
  viewerActions: [],
});

/** The categories, newest change first, with the time of the last change. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    await expect(await within(grid).findByRole('row', { name: /Ramadan Guides/ })).toHaveTextContent('Nov 19th 2026 20:15');
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Last updated', 'Action']);
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

const inDialog = resourceDialogStories({
  table: 'Blog Categories',
  addLabel: 'Add Category',
  addTitle: 'Add Category',
  editTitle: 'Edit Category',
  field: /^Name/,
  requiredMessage: 'Enter a valid category name',
  added: 'Hajj Diaries',
  editRow: 'Prayer',
  editedName: 'Prayer and Worship',
  deleteRow: 'Youth',
});
export const AddInADialog: Story = inDialog.AddInADialog;
export const DialogNeedsAName: Story = inDialog.DialogNeedsAName;
export const EditInADialog: Story = inDialog.EditInADialog;
export const DeleteAsksFirst: Story = inDialog.DeleteAsksFirst;
