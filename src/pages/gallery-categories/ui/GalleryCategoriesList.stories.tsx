import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { memoryResource, resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { GalleryCategoriesList } from './GalleryCategoriesList';

const { galleryCategories } = siteContract;
const categoryRows = memoryResource(galleryCategories, contractFixtures.galleryCategoryFixtures);

/** Someone who may change gallery categories but not add or delete them. */
const galleryEditorProfile = {
  ...contractFixtures.viewerProfile,
  securityPermissions: { ...contractFixtures.viewerProfile.securityPermissions, GALLERY: PERMISSION_BITS.list | PERMISSION_BITS.view | PERMISSION_BITS.edit },
};

const meta = {
  title: 'pages/gallery-categories/GalleryCategoriesList',
  tags: ['autodocs'],
  component: GalleryCategoriesList,
  ...resourceStoryFrame(categoryRows, { route: '/gallery/categories', path: '/gallery/categories', viewport: { width: 1100, height: 600 } }),
} satisfies Meta<typeof GalleryCategoriesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Gallery Categories' });

const standard = resourceListStories({
  resource: galleryCategories,
  rows: categoryRows,
  title: { en: 'Gallery Categories', ur: 'گیلری کے زمرے' },
  addLabel: { en: 'Add Category', ur: 'زمرہ شامل کریں' },
  sampleRow: 'Nature',
  emptyTitle: 'No gallery categories yet',
  viewerActions: [],
});

/** The categories, newest change first, with title, slug, description and the time of the last change. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    const mosques = await within(grid).findByRole('row', { name: /Mosques of the World/ });
    await expect(mosques).toHaveTextContent('mosques-of-the-world');
    await expect(mosques).toHaveTextContent('Photographs of mosques old and new');
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Title', 'Slug', 'Description', 'Last updated', 'Action']);
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

/** Add Category opens the page form: this section has no dialog. */
export const AddOpensThePage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Category' }));
    await expect(await within(canvasElement).findByText('Went to /gallery/categories/create')).toBeVisible();
  },
};

/** Edit opens the category's page form. */
export const EditOpensThePage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Nature' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Edit' }));
    await expect(await page.findByText('Went to /gallery/categories/edit/1')).toBeVisible();
  },
};

/** Edit rights alone are enough to add and to change (the spec's "add or edit"), but not to delete. */
export const EditRightsAddAndChange: Story = {
  beforeEach: () => signedInAs(galleryEditorProfile)(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Add Category' })).toBeVisible();
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Nature' }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
  },
};

/** Delete asks first; once confirmed the category leaves the list and a toast says so. */
export const DeleteAsksFirst: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Ramadan Nights' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    const question = await page.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(question).toHaveTextContent('Do you really want to delete “Ramadan Nights”?');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expect(await page.findByText('Record deleted successfully!')).toBeVisible();
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /Ramadan Nights/ })).not.toBeInTheDocument());
  },
};

/** Search words reach the server; the rows answer them. */
export const Search: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await within(grid).findByRole('row', { name: /Nature/ });
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search' }), 'makkah');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await expect(within(grid).getByRole('row', { name: /Hajj and Umrah/ })).toBeVisible();
  },
};
