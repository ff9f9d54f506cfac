import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { ROUTER_OPTIONS } from '@/shared/config';
import { SEARCH_DEBOUNCE_MS } from '@/shared/lib/debounce';
import { contractHandler, memoryResource, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { ResourceList } from './ResourceList';

type Tag = siteContract.Tag;
const { tags } = siteContract;
const tagRows = memoryResource(tags, contractFixtures.tagFixtures);

/** The list's address, as a shared link would carry it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

const meta = {
  title: 'widgets/resource-list/ResourceList',
  component: ResourceList<Tag>,
  decorators: [
    (Story) => (
      <MemoryRouter {...ROUTER_OPTIONS} initialEntries={['/tags']}>
        <Story />
        <Address />
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

/** The first column names a field the tags declare sortable: its header sorts, says so with aria-sort, and the order is kept in the address. */
export const SortedByHeader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Tags' });
    const firstName = () => within(grid).getAllByRole('rowheader')[0]?.textContent;
    await waitFor(() => expect(firstName()).toBe('Ramadan'));
    const name = within(grid).getByRole('columnheader', { name: /Name/ });
    await expect(name).toHaveAttribute('aria-sort', 'none');
    await expect(within(grid).getByRole('columnheader', { name: 'Slug' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(name);
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'ascending'));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/tags?sort=name&dir=asc');
    await waitFor(() => expect(firstName()).toBe('Charity'));

    await userEvent.click(name);
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'descending'));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/tags?sort=name&dir=desc');
    await waitFor(() => expect(firstName()).toBe('Zakat'));
  },
};

/** A screen whose code never comes: leaving for it stays on its way. */
const NeverLoads = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

/**
 * Words typed, then away before the list sent them: the next screen's loading state shows at once, and
 * the list, gone, sends nothing that would take the person back to it.
 */
export const LeftBeforeTheSearchWasSent: Story = {
  // One loading boundary round both screens, as each of the panel's sections has round its own.
  render: (args) => (
    <Suspense fallback={<p>Opening the next screen</p>}>
      <Routes>
        <Route
          path="/tags"
          element={
            <>
              <ResourceList {...args} />
              <Link to="/elsewhere">Elsewhere</Link>
            </>
          }
        />
        <Route path="/elsewhere" element={<NeverLoads />} />
      </Routes>
    </Suspense>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Tags' });
    await userEvent.type(canvas.getByRole('searchbox'), 'du');
    await userEvent.click(canvas.getByRole('link', { name: 'Elsewhere' }));
    await expect(await canvas.findByText('Opening the next screen')).toBeVisible();
    // Past the pause after which the list would have sent the words.
    await new Promise((done) => setTimeout(done, SEARCH_DEBOUNCE_MS + 200));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/elsewhere$/);
  },
};
