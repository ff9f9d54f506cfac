import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures } from '@/shared/api';
import { chatFileHandlers, picturesSettled, STORED_FILE } from '@/shared/lib/storybook';
import { MessageBubble } from './MessageBubble';

const [image, ownAudio, learnerText, ownText, , learnerAudio] = contractFixtures.openConversationFixture.messages;

const meta = {
  title: 'entities/chat-message/MessageBubble',
  component: MessageBubble,
  args: { message: learnerText!, isOwn: false, senderName: 'Maryam Iqbal', timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <ol className="flex max-w-xl flex-col gap-3">
        <Story />
      </ol>
    ),
  ],
  parameters: { msw: { handlers: chatFileHandlers }, screenshot: { viewport: { width: 640, height: 260 } } },
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's text sits on the start side with its time. */
export const LearnerText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Is the weekly class still on Saturday?')).toBeVisible();
    await expect(canvas.getByText('10:00 AM')).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveClass('justify-start');
  },
};

/** The moderator's own text sits on the end side. */
export const OwnText: Story = {
  args: { message: ownText!, isOwn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Yes, Saturday after Asr, in sha Allah.')).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveClass('justify-end');
    await expect(canvas.getByText('You:')).toBeInTheDocument();
  },
};

/** An image opens large in a dialog named after it, and Escape closes it. */
export const Image: Story = {
  args: { message: image! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open large: Image from Maryam Iqbal, 10:00 AM' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Image from Maryam Iqbal, 10:00 AM' });
    const large = within(dialog).getByRole('img', { name: 'Image from Maryam Iqbal, 10:00 AM' });
    // Loaded first, then its size: a picture that arrived broken (another answer at its address) is told
    // apart from one that never arrived.
    const picture = large as HTMLImageElement;
    const [width] = await picturesSettled([picture]);
    await expect(width, `the picture at ${picture.currentSrc} arrived broken`).toBe(640);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A learner's voice note: the waveform loads, then play turns into pause and back. */
export const LearnerAudio: Story = {
  args: { message: learnerAudio! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Voice message from Maryam Iqbal, 9:50 AM' })).toBeVisible();
    await expect(await canvas.findByRole('timer', { name: '0:00 of 0:04' }, { timeout: 5000 })).toBeVisible();
    const play = canvas.getByRole('button', { name: 'Play voice message' });
    await waitFor(() => expect(play).toBeEnabled());
    await userEvent.click(play);
    const pause = await canvas.findByRole('button', { name: 'Pause voice message' });
    await userEvent.click(pause);
    await expect(await canvas.findByRole('button', { name: 'Play voice message' })).toBeVisible();
  },
};

/** The moderator's own voice note, on the brand colour at the end side. */
export const OwnAudio: Story = {
  args: { message: ownAudio!, isOwn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer', { name: '0:00 of 0:04' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveClass('justify-end');
  },
};

/** A voice note whose file is gone offers the link instead of a dead player. */
export const AudioFailed: Story = {
  args: { message: learnerAudio! },
  parameters: { msw: { handlers: [http.get(STORED_FILE.chatAudio, () => new HttpResponse(null, { status: 404 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The voice message could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the file' })).toBeVisible();
  },
};

/**
 * In Urdu the moderator's message sits on the left (the end side) and the learner's on the right; the
 * time names the part of the day in Urdu (صبح, morning), not AM or PM.
 */
export const Rtl: Story = {
  args: { message: ownText!, isOwn: true },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    const bubble = item.firstElementChild as HTMLElement;
    await expect(bubble.getBoundingClientRect().left).toBeLessThan(item.getBoundingClientRect().width / 2);
    await expect(within(item).getByText('11:00 صبح')).toBeVisible();
    await expect(item).not.toHaveTextContent(/AM|PM/);
  },
};
