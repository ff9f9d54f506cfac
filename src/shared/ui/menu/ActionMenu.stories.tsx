import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActionMenu } from './ActionMenu';
import type { ComponentUsage } from '@/shared/lib/storybook';

const onEdit = fn();
const onView = fn();
const onPublish = fn();
const onDelete = fn();

/** The written part of the docs page. */
const usage = {
  use: 'A row\'s or a record\'s actions (View, Edit, Publish, Delete), offered only as the person\'s permission bits allow, behind one button.',
  avoid: 'Not for one or two actions that are always there: show them as buttons. Not for choosing a value: use `Select`.',
  keyboard: ['Enter, Space or Down opens it with the first item focused; Up and Down move; Enter picks; Escape closes and returns focus to the button.'],
  screenReader: ['The button says it opens a menu and names the row it belongs to; the items are menu items read by their labels; a danger item is read the same way, its colour is not the only sign.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/ActionMenu',
  tags: ['autodocs'],
  parameters: { usage },
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
