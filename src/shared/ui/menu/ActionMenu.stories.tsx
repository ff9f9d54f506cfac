import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActionMenu } from './ActionMenu';

const onEdit = fn();
const onView = fn();
const onPublish = fn();
const onDelete = fn();

const meta = {
  title: 'shared/ui/ActionMenu',
  component: ActionMenu,
  args: {
    label: 'Actions for Fajr basics',
    items: [
      { id: 'view', label: 'View', onAction: onView },
      { id: 'edit', label: 'Edit', onAction: onEdit },
      { id: 'publish', label: 'Publish', onAction: onPublish, isDisabled: true },
    ],
  },
  decorators: [
    (Story) => (
      <div className="flex justify-center pt-4">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onEdit.mockClear();
    onView.mockClear();
    onPublish.mockClear();
    onDelete.mockClear();
  },
} satisfies Meta<typeof ActionMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu and chooses Edit: the item's handler runs and the menu closes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Fajr basics' }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Publish' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A destructive item sits apart, in red; the menu is left open for the picture. */
export const WithDangerItem: Story = {
  args: {
    items: [
      { id: 'edit', label: 'Edit', onAction: onEdit },
      { id: 'unpublish', label: 'Unpublish', onAction: onPublish },
      { id: 'delete', label: 'Delete', onAction: onDelete, tone: 'danger' },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for Fajr basics' }));
    const deleteItem = await page.findByRole('menuitem', { name: 'Delete' });
    // The menu is placed before it shows; wait for the placed one.
    await waitFor(() => expect(deleteItem).toBeVisible());
    await expect(page.getByRole('separator')).toBeInTheDocument();
  },
};

/** Urdu, right to left: the menu opens toward the start side and keyboard selection still works. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: {
    label: 'فجر کی بنیادی باتیں کے لیے کارروائیاں',
    items: [
      { id: 'view', label: 'دیکھیں', onAction: onView },
      { id: 'edit', label: 'ترمیم کریں', onAction: onEdit },
      { id: 'delete', label: 'حذف کریں', onAction: onDelete, tone: 'danger' },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'فجر کی بنیادی باتیں کے لیے کارروائیاں' }));
    await waitFor(async () => expect(await page.findByRole('menuitem', { name: 'ترمیم کریں' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('menuitem', { name: 'دیکھیں' })).toHaveFocus();
  },
};

/** A trigger with visible text instead of the icon. */
export const WithTextTrigger: Story = {
  args: { trigger: 'Action' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for Fajr basics' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('menu')).toBeVisible();
  },
};
