import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { memoryResource, resourceListStories, routedStory, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { TagsList } from './TagsList';

const { tags } = siteContract;
const tagRows = memoryResource(tags, contractFixtures.tagFixtures);

const meta = {
  title: 'pages/tags/TagsList',
  component: TagsList,
  decorators: [routedStory('/tags', '/tags')],
  beforeEach: () => {
    tagRows.reset();
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { ...WHOLE_SCREEN, msw: { handlers: tagRows.handlers() }, screenshot: { viewport: { width: 1100, height: 640 } } },
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
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Slug', 'Last updated', 'Actions']);
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

/** Add Tag opens a dialog; the slug follows the name; after saving, the list shows the tag and the dialog closes after a second. */
export const AddInADialog: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Tag' }));
    const dialog = await page.findByRole('dialog', { name: 'Add Tag' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Night Prayer');
    await expect(within(dialog).getByRole('textbox', { name: /^Slug/ })).toHaveValue('night-prayer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Record added successfully!')).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(await within(await table(canvasElement)).findByRole('row', { name: /Night Prayer/ })).toBeVisible();
  },
};

/** A name left empty gets the spec's message in the dialog, and nothing is sent. */
export const DialogNeedsAName: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Tag' }));
    const dialog = await page.findByRole('dialog', { name: 'Add Tag' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Enter a valid name')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Edit opens the tag in the dialog; the changed name shows in the list. */
export const EditInADialog: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Zakat' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await page.findByRole('dialog', { name: 'Edit Tag' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('Zakat');
    await userEvent.clear(name);
    await userEvent.type(name, 'Zakat al-Fitr');
    // An existing tag keeps its slug unless it is changed by hand.
    await expect(within(dialog).getByRole('textbox', { name: /^Slug/ })).toHaveValue('zakat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Record updated successfully!')).toBeVisible();
    await expect(await within(grid).findByRole('row', { name: /Zakat al-Fitr/ })).toBeVisible();
  },
};

/** Delete asks first; once confirmed the tag leaves the list and a toast says so. */
export const DeleteAsksFirst: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Hajj' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    const question = await page.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(question).toHaveTextContent('Do you really want to delete “Hajj”?');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expect(await page.findByText('Record deleted successfully!')).toBeVisible();
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /Hajj/ })).not.toBeInTheDocument());
  },
};

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
