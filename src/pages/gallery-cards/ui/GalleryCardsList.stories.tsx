import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { GalleryCardsList } from './GalleryCardsList';
import { cardRows, cardScreenHandlers } from './storyFixtures';

const { galleryCards } = siteContract;

/** Someone who may change gallery cards but not add or delete them (edit alone lets them add, as the spec's "add or edit" says). */
const galleryEditorProfile = {
  ...contractFixtures.viewerProfile,
  securityPermissions: { ...contractFixtures.viewerProfile.securityPermissions, GALLERY: PERMISSION_BITS.list | PERMISSION_BITS.view | PERMISSION_BITS.edit },
};

const meta = {
  title: 'pages/gallery-cards/GalleryCardsList',
  tags: ['autodocs'],
  component: GalleryCardsList,
  ...resourceStoryFrame(cardRows, { route: '/gallery/cards', path: '/gallery/cards', handlers: cardScreenHandlers, viewport: { width: 1100, height: 760 } }),
} satisfies Meta<typeof GalleryCardsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Gallery Cards' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const standard = resourceListStories({
  resource: galleryCards,
  rows: cardRows,
  title: { en: 'Gallery Cards', ur: 'گیلری کارڈز' },
  addLabel: { en: 'Add Card', ur: 'کارڈ شامل کریں' },
  sampleRow: 'Desert Dunes',
  emptyTitle: 'No gallery cards yet',
  viewerActions: [],
});

/** The cards, newest change first, each with its thumbnail from the download call, title, category and description. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    const dunes = await within(grid).findByRole('row', { name: /Desert Dunes/ });
    await expect(dunes).toHaveTextContent('Nature');
    await expect(dunes).toHaveTextContent('Wind-shaped dunes at sunrise');
    await expect(await within(dunes).findByRole('img', { name: 'Thumbnail of Desert Dunes' })).toBeVisible();
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(10));
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
/** The list in Urdu, right to left, once every thumbnail has come. */
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    await waitFor(() => expect(context.canvasElement.querySelectorAll('img')).toHaveLength(10));
  },
};

/** Choosing a gallery category lists only its cards, and the address keeps the choice. */
export const FilteredByCategory: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await within(grid).findByRole('row', { name: /Desert Dunes/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Gallery category/ }));
    await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Mosques of the World' }));
    // Another category starts a list of its own: the grid is read again until it shows the category's three cards.
    const shown = () => within(canvasElement).getByRole('grid', { name: 'Gallery Cards' });
    await waitFor(() => expect(within(shown()).getAllByRole('row')).toHaveLength(4), { timeout: 4000 });
    const filtered = shown();
    await expect(within(filtered).getByRole('row', { name: /Blue Mosque at Dusk/ })).toBeVisible();
    await waitFor(() => expect(within(filtered).getAllByRole('img')).toHaveLength(3));
    await expect(within(filtered).queryByRole('row', { name: /Desert Dunes/ })).not.toBeInTheDocument();
  },
};

/** A category with no cards says so. */
export const FilteredEmpty: Story = {
  parameters: { path: '/gallery/cards?category=1', screenshot: { skip: true } },
  beforeEach: () => cardRows.reset([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No cards in this category')).toBeVisible();
  },
};

/** Edit rights alone are enough to add and to change, but not to delete. */
export const EditRightsAddAndChange: Story = {
  beforeEach: () => signedInAs(galleryEditorProfile)(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Add Card' })).toBeVisible();
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Desert Dunes' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
  },
};

/** Edit opens the card's page form. */
export const EditOpensThePage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Desert Dunes' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    await expect(await body(canvasElement).findByText('Went to /gallery/cards/edit/10')).toBeVisible();
  },
};
