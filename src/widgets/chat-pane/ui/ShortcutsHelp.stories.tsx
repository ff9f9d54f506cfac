import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShortcutsHelp } from './ShortcutsHelp';

const meta = {
  title: 'widgets/chat-pane/ShortcutsHelp',
  component: ShortcutsHelp,
  decorators: [
    (Story) => (
      // Stands where the chat header puts it: at the end of the header, with room below for the popover.
      <div className="flex h-[560px] w-[600px] items-start justify-end border border-border bg-surface p-3">
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { viewport: { width: 640, height: 600 } } },
} satisfies Meta<typeof ShortcutsHelp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the popover from the '?' button and reads every key combination with what it does. */
async function openHelp(canvasElement: HTMLElement, buttonName: string, title: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: buttonName }));
  // The popover is rendered at the end of the document, outside the story's own element.
  const page = within(canvasElement.ownerDocument.body);
  // The popover is placed before it shows; wait until the placed one is visible with its list.
  await waitFor(() => expect(page.getByRole('dialog', { name: title })).toBeVisible());
  const dialog = page.getByRole('dialog', { name: title });
  await waitFor(() => expect(within(dialog).getAllByRole('term')).toHaveLength(8));
  const rows = within(dialog).getAllByRole('term').map((term) => [
    term.textContent?.replace(/\s+/g, ''),
    term.nextElementSibling?.textContent,
  ]);
  return { dialog, rows };
}

/** All eight shortcuts of the open chat, in the spec's order. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, rows } = await openHelp(canvasElement, 'Keyboard shortcuts', 'Keyboard shortcuts');
    await expect(rows).toEqual([
      ['Enter', 'Send the message or the recorded voice reply (Shift+Enter starts a new line)'],
      ['Ctrl+Shift+F', 'Move to the message box'],
      ['Ctrl+Shift+S', 'Start recording a voice reply'],
      ['Ctrl+I', 'Stop recording'],
      ['Ctrl+Z', 'Mark the open chat as pass'],
      ['Ctrl+Shift+L', 'Play the recording'],
      ['Ctrl+Shift+K', 'Pause the recording'],
      ['Ctrl+Shift+H', 'Discard the recording'],
    ]);
    // Focus moves into the popover.
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

/** Escape closes the popover and gives the focus back to the '?' button. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openHelp(canvasElement, 'Keyboard shortcuts', 'Keyboard shortcuts');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Keyboard shortcuts' })).toHaveFocus());
  },
};

/** In Urdu the popover mirrors, while the key combinations still read left to right. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const { dialog, rows } = await openHelp(canvasElement, 'کی بورڈ شارٹ کٹس', 'کی بورڈ شارٹ کٹس');
    await expect(rows).toHaveLength(8);
    await expect(rows[4]).toEqual(['Ctrl+Z', 'کھلی چیٹ کو پاس قرار دیں']);
    const keys = within(dialog).getAllByRole('term')[1]!.querySelector('bdi')!;
    await expect(keys).toHaveAttribute('dir', 'ltr');
  },
};
