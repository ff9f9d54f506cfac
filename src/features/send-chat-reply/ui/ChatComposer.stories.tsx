import type { Meta, StoryObj } from '@storybook/react-vite';
import { useImperativeHandle, useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chatContract, contractFixtures, uploadsContract } from '@/shared/api';
import { contractHandler, makePng, signedInAs, uploadTarget } from '@/shared/lib/storybook';
import { ChatComposer, type RecorderSlotProps } from './ChatComposer';

const UPLOAD_URL = uploadTarget('chat-key');
const conversation = contractFixtures.openConversationFixture;

/** The bodies the composer sent, newest last (reset before each story). */
let sentBodies: chatContract.SendModeratorMessageBody[] = [];

const accepted = contractHandler(chatContract.sendModeratorMessage, async ({ request }) => {
  const body = (await request.json()) as chatContract.SendModeratorMessageBody;
  sentBodies.push(body);
  const data: chatContract.ChatMessage = {
    messageId: 900 + sentBodies.length,
    conversationId: body.conversationId,
    sentDate: '2025-03-14T10:00:00.000Z',
    senderId: 3,
    receiverId: 1003,
    isRead: false,
    messageType: body.messageType,
    messageBody: body.messageBody,
    createdByAppId: 9,
    readDate: null,
  };
  return HttpResponse.json({ success: true, message: 'Message sent.', data });
});
const refused = (message: string) => contractHandler(chatContract.sendModeratorMessage, () => HttpResponse.json({ success: false, message, code: 103 }, { status: 409 }));
const presigned = contractHandler(uploadsContract.presignedUrl, () =>
  HttpResponse.json({ url: UPLOAD_URL, imageKey: 'CHAT_IMAGE_PRIVATE/practice.png' }),
);
const stored = http.put(UPLOAD_URL, () => new HttpResponse(null, { status: 200 }));

/** The key the stand-in recorder says its take was stored under. */
const TAKE_KEY = 'CHAT_AUDIO/take.mp3';

/**
 * A stand-in for the voice recorder the page plugs in: Record (Stop while recording) and Discard
 * report statuses, and when the composer sends the take it hands over a stored key as the real one
 * does after its upload.
 */
function FakeRecorder({ isDisabled, onStatusChange, onRecorded, ref }: RecorderSlotProps) {
  const [isRecording, setRecording] = useState(false);
  const report = (status: string) => {
    setRecording(status === 'recording');
    onStatusChange(status);
  };
  useImperativeHandle(ref, () => ({
    send: () => {
      void onRecorded({ key: TAKE_KEY }).then(() => report('idle'));
    },
  }));
  const buttonClass = 'h-10 rounded-control border border-border-strong px-3 text-sm disabled:opacity-50';
  return (
    <div className="flex gap-1">
      {isRecording ? (
        <button type="button" className={buttonClass} onClick={() => report('recorded')}>
          Stop
        </button>
      ) : (
        <button type="button" className={buttonClass} disabled={isDisabled} onClick={() => report('recording')}>
          Record
        </button>
      )}
      <button type="button" className={buttonClass} onClick={() => report('idle')}>
        Discard
      </button>
    </div>
  );
}

const meta = {
  title: 'features/send-chat-reply/ChatComposer',
  component: ChatComposer,
  args: {
    conversation,
    senderId: 3,
    onSent: fn(),
    reloadPage: fn(),
    renderRecorder: (slot: RecorderSlotProps) => <FakeRecorder {...slot} />,
  },
  beforeEach: () => {
    sentBodies = [];
    return signedInAs(contractFixtures.moderatorProfile)();
  },
  parameters: { msw: { handlers: [accepted, presigned, stored] }, screenshot: { viewport: { width: 720, height: 260 } } },
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

const messageBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Message' });

/** Nothing typed: Send is disabled, and Enter explains what is missing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeEnabled();
    await userEvent.click(messageBox(canvasElement));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Please enter text or record audio')).toBeVisible();
    await expect(sentBodies).toHaveLength(0);
  },
};

/** Typing enables Send and locks the recorder; Shift+Enter starts a new line instead of sending. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = messageBox(canvasElement);
    await userEvent.type(box, 'Good effort.{Shift>}{Enter}{/Shift}Lengthen the madd.');
    await expect(box).toHaveValue('Good effort.\nLengthen the madd.');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeDisabled();
    await expect(sentBodies).toHaveLength(0);
  },
};

/** Enter sends the text with the conversation's numbers, app id 9 and the learner as receiver; the box empties. */
export const SendWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const box = messageBox(canvasElement);
    await userEvent.type(box, 'Well done, Maryam.{Enter}');
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(1));
    await expect(sentBodies[0]).toMatchObject({
      conversationId: 3,
      courseId: 2,
      levelId: 1,
      exerciseId: 4,
      senderId: 3,
      receiverId: 1003,
      messageType: 'TEXT',
      messageBody: 'Well done, Maryam.',
      createdByAppId: 9,
      courseType: 'QURAN_CIRCLE',
    });
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

/**
 * A recorded take waits: Enter sends it as an AUDIO message, though the message box is locked. The
 * focus is on no control, as after stopping with Ctrl+I (a focused button keeps Enter for itself).
 */
export const EnterSendsRecordedTake: Story = {
  args: { keyboardShortcuts: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(messageBox(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(1));
    await expect(sentBodies).toHaveLength(1);
    await expect(sentBodies[0]).toMatchObject({ messageType: 'AUDIO', messageBody: TAKE_KEY, conversationId: 3, createdByAppId: 9 });
    await waitFor(() => expect(messageBox(canvasElement)).toBeEnabled());
  },
};

/** Enter on a focused control does that control's work: here Discard drops the take and nothing is sent. */
export const EnterOnControlIsNotSend: Story = {
  args: { keyboardShortcuts: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    canvas.getByRole('button', { name: 'Discard' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(messageBox(canvasElement)).toBeEnabled());
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** Recording locks the message box and the image button; discarding frees them. */
export const RecordingLocksText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await expect(messageBox(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Attach an image' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(messageBox(canvasElement)).toBeEnabled();
  },
};

/** In a pane as narrow as a phone's drawer the message box takes the whole width and Send shows its icon only. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-[22.5rem]">
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { viewport: { width: 400, height: 260 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(messageBox(canvasElement), 'Good effort.');
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeEnabled();
    await expect(send.getBoundingClientRect().top).toBeGreaterThan(messageBox(canvasElement).getBoundingClientRect().bottom);
    // The word stays for screen readers but takes no room on screen.
    await expect(canvas.getByText('Send').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A chosen image shows as a chip and enables Send, which uploads it and sends an IMAGE message with its key. */
export const ImageChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Attach an image', { selector: 'input' }), await makePng('practice.png', 300, 200));
    await expect(await canvas.findByRole('img', { name: 'Chosen image practice.png' })).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeDisabled();
    await userEvent.click(send);
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(1));
    await expect(sentBodies[0]).toMatchObject({ messageType: 'IMAGE', messageBody: 'CHAT_IMAGE_PRIVATE/practice.png' });
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Chosen image practice.png' })).not.toBeInTheDocument());
  },
};

/** An image outside 50–1500 × 20–1200 px is refused before any upload. */
export const ImageWrongSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Attach an image', { selector: 'input' }), await makePng('strip.png', 40, 10));
    await expect(
      await canvas.findByText('The image is 40 × 10 px; it must be 50–1500 px wide and 20–1200 px high.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** An image over 1 MB is refused with the size rule. */
export const ImageTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Attach an image', { selector: 'input' }), await makePng('big.png', 300, 200, 1024 * 1024 + 10));
    await expect(await canvas.findByText('Filesize must be smaller than 1MB!')).toBeVisible();
  },
};

/** The upload fails: 'Failed to upload image.' shows, nothing is sent and the image stays for a retry. */
export const UploadFailed: Story = {
  parameters: {
    msw: { handlers: [accepted, contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 500 }))] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Attach an image', { selector: 'input' }), await makePng('practice.png', 300, 200));
    await expect(await canvas.findByRole('img', { name: 'Chosen image practice.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Failed to upload image.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Chosen image practice.png' })).toBeVisible();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** Another teacher took the chat (code 103): the server's message shows, then the page reloads. */
export const TeacherAlreadyAssigned: Story = {
  parameters: { msw: { handlers: [refused('Teacher is already assigned to this conversation')] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(messageBox(canvasElement), 'Well done.{Enter}');
    await expect(await canvas.findByText('Teacher is already assigned to this conversation')).toBeVisible();
    await expect(args.reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(args.reloadPage).toHaveBeenCalledTimes(1), { timeout: 4000 });
  },
};

/** Any other refusal keeps the typed text and shows the server's message, without reloading. */
export const SendRefused: Story = {
  parameters: { msw: { handlers: [refused('This assignment is already marked as pass; the conversation is closed.')] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(messageBox(canvasElement), 'Well done.{Enter}');
    await expect(await canvas.findByText('This assignment is already marked as pass; the conversation is closed.')).toBeVisible();
    await expect(messageBox(canvasElement)).toHaveValue('Well done.');
    await new Promise((resolve) => setTimeout(resolve, 2300));
    await expect(args.reloadPage).not.toHaveBeenCalled();
  },
};

/** While the reply is on its way Send shows it is busy. */
export const Sending: Story = {
  parameters: { msw: { handlers: [contractHandler(chatContract.sendModeratorMessage, async () => { await delay('infinite'); return HttpResponse.json({}); })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(messageBox(canvasElement), 'Well done.{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('data-pending', 'true'));
  },
};

/** In Urdu the composer is laid out right to left and the empty rule is translated. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'پیغام' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('براہِ کرم متن لکھیں یا آڈیو ریکارڈ کریں')).toBeVisible();
  },
};
