import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chatContract, contractFixtures } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { MarkAsPassButton } from './MarkAsPassButton';

let closeRequests: { id: string; body: unknown }[] = [];

const closes = contractHandler(chatContract.closeConversation, async ({ params, request }) => {
  closeRequests.push({ id: String(params.id), body: await request.json() });
  return HttpResponse.json({ success: true, message: 'Conversation closed.', status: 'CLOSED' });
});

const meta = {
  title: 'features/mark-conversation-pass/MarkAsPassButton',
  component: MarkAsPassButton,
  args: { conversationId: 3, onClosed: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  beforeEach: () => {
    closeRequests = [];
    return signedInAs(contractFixtures.moderatorProfile)();
  },
  parameters: { msw: { handlers: [closes] }, screenshot: { viewport: { width: 600, height: 240 } } },
} satisfies Meta<typeof MarkAsPassButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button closes the conversation with status CLOSED and app id 9. */
export const MarkAsPass: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark as Pass' }));
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledTimes(1));
    await expect(closeRequests).toEqual([{ id: '3', body: { status: 'CLOSED', createdByAppId: 9 } }]);
  },
};

/** The phone panel's wording. */
export const MarkAsComplete: Story = {
  args: { wording: 'complete' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mark as complete' })).toBeVisible();
  },
};

/** Ctrl+Z marks the open chat as pass, but not while typing in a text box (there it undoes). */
export const CtrlZShortcut: Story = {
  args: { keyboardShortcut: true },
  decorators: [
    (Story) => (
      <div className="flex flex-col items-start gap-3">
        <label className="flex flex-col text-sm">
          Draft
          <textarea className="rounded border border-border-strong p-1" />
        </label>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Draft' }));
    await userEvent.keyboard('{Control>}z{/Control}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(closeRequests).toHaveLength(0);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledTimes(1));
    await expect(closeRequests).toHaveLength(1);
  },
};

/** Another teacher holds the chat: the server's message shows and nothing changes. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(chatContract.closeConversation, () =>
          HttpResponse.json({ success: false, message: 'Teacher is already assigned to this conversation', code: 103 }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark as Pass' }));
    const body = within(document.body);
    await expect(await body.findByText('The chat was not marked as pass')).toBeVisible();
    await expect(body.getByText('Teacher is already assigned to this conversation')).toBeVisible();
    await expect(args.onClosed).not.toHaveBeenCalled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'پاس قرار دیں' })).toBeVisible();
  },
};
