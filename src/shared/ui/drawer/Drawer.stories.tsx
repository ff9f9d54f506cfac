import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { Drawer, type DrawerProps } from './Drawer';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** Opens the drawer from a button and closes it through `onOpenChange`, as a page does. */
function DrawerWithTrigger({ openLabel, ...args }: DrawerProps & { openLabel: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const change = (open: boolean) => {
    setIsOpen(open);
    args.onOpenChange(open);
  };
  return (
    <div className="flex justify-center">
      <Button variant="secondary" onPress={() => change(true)}>
        {openLabel}
      </Button>
      <Drawer {...args} isOpen={isOpen} onOpenChange={change} />
    </div>
  );
}

/** The written part of the docs page. */
const usage = {
  use: 'A panel that slides in from the end side (or the bottom on a phone) for navigation or a side task: the phone menu, filters.',
  avoid: 'Not for a task that needs the reader\'s whole attention: use `Dialog`.',
  keyboard: ['Opens with focus inside; Tab stays within it; Escape closes it; focus returns to what opened it.'],
  screenReader: ['Announced as a dialog named by its title; the page behind it is hidden while it is open.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Drawer',
  tags: ['autodocs'],
  parameters: { usage },
  component: Drawer,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Filters',
    children: (
      <ul className="flex flex-col gap-2">
        <li>Level: beginner</li>
        <li>Language: Urdu</li>
        <li>Status: published</li>
      </ul>
    ),
  },
  render: (args) => <DrawerWithTrigger {...args} openLabel="Show filters" />,
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer(canvasElement: HTMLElement, openLabel = 'Show filters') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: openLabel }));
  return within(document.body).findByRole('dialog');
}

/** Slides in at the start edge (the left in English); the × button closes it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    await expect(dialog).toHaveAccessibleName('Filters');
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBe(0));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Open at the start edge, with a footer: the picture of the drawer itself. Escape closes it. */
export const Open: Story = {
  args: {
    footer: (
      <>
        <Button variant="ghost">Clear</Button>
        <Button>Apply</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeVisible());
  },
};

/** Escape closes it and focus returns to the button that opened it. */
export const ClosesWithEscape: Story = {
  args: { side: 'end' },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back once the drawer has left the page.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Show filters' })).toHaveFocus());
  },
};

/** From the bottom, for phones. */
export const Bottom: Story = {
  args: { side: 'bottom' },
  parameters: { screenshot: { viewport: { width: 390, height: 700 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement);
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  },
};

/** In Urdu the start edge is the right. */
export const Rtl: Story = {
  args: {
    title: 'فلٹرز',
    children: (
      <ul className="flex flex-col gap-2">
        <li>سطح: ابتدائی</li>
        <li>زبان: اردو</li>
        <li>حالت: شائع شدہ</li>
      </ul>
    ),
  },
  globals: { locale: 'ur' },
  render: (args) => <DrawerWithTrigger {...args} openLabel="فلٹرز دکھائیں" />,
  play: async ({ canvasElement }) => {
    const dialog = await openDrawer(canvasElement, 'فلٹرز دکھائیں');
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth));
    await expect(within(dialog).getByRole('button', { name: 'بند کریں' })).toBeInTheDocument();
  },
};
