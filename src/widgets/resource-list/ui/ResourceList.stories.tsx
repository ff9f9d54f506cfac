import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { contractHandler, memoryResource, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { ResourceList } from './ResourceList';

type Tag = siteContract.Tag;
const { tags } = siteContract;
const tagRows = memoryResource(tags, contractFixtures.tagFixtures);

const meta = {
  title: 'widgets/resource-list/ResourceList',
  component: ResourceList<Tag>,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/tags']}>
        <Story />
        <ToastRegion />
      </MemoryRouter>
    ),
  ],
  beforeEach: () => {
    tagRows.reset();
    return signedInAs(contractFixtures.adminProfile)();
  },
  args: {
    resource: tags,
    label: 'Tags',
    columns: [
      { id: 'name', header: 'Name', cell: (tag: Tag) => tag.name, isRowHeader: true },
      { id: 'slug', header: 'Slug', cell: (tag: Tag) => tag.slug },
    ],
    getRowLabel: (tag: Tag) => tag.name,
    onView: fn(),
    onEdit: fn(),
    emptyTitle: 'No tags yet',
  },
  parameters: { msw: { handlers: tagRows.handlers() }, screenshot: { skip: true } },
} satisfies Meta<typeof ResourceList<Tag>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row menu offers what the caller's bits allow, and hands View and Edit to the screen. */
export const RowActions: Story = {
  // The widget's one picture: the table, its search and paging, after the menu closed.
  parameters: { screenshot: { skip: false, viewport: { width: 800, height: 560 } } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const grid = await within(canvasElement).findByRole('grid', { name: 'Tags' });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Dua' }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Edit', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Dua' }));
  },
};

/** A refused delete keeps the row and says why in a toast. */
export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(tags.calls.delete!, () => HttpResponse.json({ success: false, message: 'You do not have permission to do this.' }, { status: 403 })),
        ...tagRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const grid = await within(canvasElement).findByRole('grid', { name: 'Tags' });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Dua' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expect(await page.findByText('The record could not be deleted')).toBeVisible();
    await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
    await waitFor(() => expect(within(grid).getByRole('row', { name: /Dua/ })).toBeVisible());
  },
};
