import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, uploadsContract } from '@/shared/api';
import { contractHandler, signedInAs, uploadTarget } from '@/shared/lib/storybook';
import { VoiceReplyRecorder } from './VoiceReplyRecorder';

/**
 * These stories record from Chromium's fake microphone (a beep; the story runner starts Chromium
 * with --use-fake-device-for-media-stream and --use-fake-ui-for-media-stream). Uploads go to MSW.
 */

const UPLOAD_URL = uploadTarget('story-voice');
const STORED_KEY = 'CHAT_AUDIO/story-voice.mp3';

/** What reached the mocked storage: each presign request and each PUT, in order. */
const traffic = { presigned: [] as URLSearchParams[], puts: [] as { type: string | null; bytes: Uint8Array }[] };
const resetTraffic = () => {
  traffic.presigned = [];
  traffic.puts = [];
};

type PutReply = (attempt: number) => Response | Promise<Response>;
const stored: PutReply = () => new HttpResponse(null, { status: 200 });

function storage(reply: PutReply = stored) {
  return [
    contractHandler(uploadsContract.presignedUrl, ({ request }) => {
      traffic.presigned.push(new URL(request.url).searchParams);
      return HttpResponse.json({ url: UPLOAD_URL, imageKey: STORED_KEY });
    }),
    http.put(UPLOAD_URL, async ({ request }) => {
      traffic.puts.push({ type: request.headers.get('content-type'), bytes: new Uint8Array(await request.arrayBuffer()) });
      return reply(traffic.puts.length);
    }),
  ];
}

const meta = {
  title: 'features/record-voice-reply/VoiceReplyRecorder',
  component: VoiceReplyRecorder,
  args: { onRecorded: fn(), onStatusChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    resetTraffic();
    return signedInAs(contractFixtures.moderatorProfile)();
  },
  parameters: { msw: { handlers: storage() }, screenshot: { viewport: { width: 640, height: 200 } } },
} satisfies Meta<typeof VoiceReplyRecorder>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 8000 };

/** Records from the fake microphone until the clock shows `seconds`, then stops and waits for the take. */
async function recordTake(canvasElement: HTMLElement, seconds = 1, recordLabel = 'Record a voice reply') {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: recordLabel }));
  const stop = await canvas.findByRole('button', { name: 'Stop recording' });
  await waitFor(() => expect(stop).toBeEnabled(), LONG);
  const clock = canvas.getByRole('timer', { name: 'Recorded time and limit' });
  await waitFor(() => expect(clock).toHaveTextContent(`0:0${seconds} / 5:00`), LONG);
  await userEvent.click(stop);
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Play the recording' })).toBeEnabled(), LONG);
  return canvas;
}

/** The canvases wavesurfer.js draws in its own shadow root inside the waveform box. */
function waveformCanvases(canvasElement: HTMLElement) {
  const box = canvasElement.querySelector('[role=img]');
  const host = box?.firstElementChild;
  return host?.shadowRoot?.querySelectorAll('canvas').length ?? 0;
}

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Voice reply' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record a voice reply' })).toBeEnabled();
    await waitFor(() => expect(args.onStatusChange).toHaveBeenLastCalledWith('idle'));
  },
};

/** Recording shows a live waveform and a running clock against the five-minute limit. */
export const Recording: Story = {
  // The live waveform and clock move: the state's picture is VoiceReplyView's Recording story.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record a voice reply' }));
    const stop = await canvas.findByRole('button', { name: 'Stop recording' });
    await waitFor(() => expect(stop).toBeEnabled(), LONG);
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith('recording'));
    const clock = canvas.getByRole('timer', { name: 'Recorded time and limit' });
    await waitFor(() => expect(clock).toHaveTextContent('0:01 / 5:00'), LONG);
    await expect(waveformCanvases(canvasElement)).toBeGreaterThan(0);
  },
};

/** Record, stop, play the take, pause it, then discard it: the recorder is back where it started. */
export const RecordPlayPauseDiscard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await recordTake(canvasElement, 2);
    await waitFor(() => expect(args.onStatusChange).toHaveBeenLastCalledWith('recorded'));
    const position = canvas.getByRole('timer', { name: 'Playback position and length' });
    await expect(position).toHaveTextContent(/^0:00 \/ 0:0[2-3]$/);
    await expect(waveformCanvases(canvasElement)).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Play the recording' }));
    const pause = await canvas.findByRole('button', { name: 'Pause the recording' }, LONG);
    await waitFor(() => expect(position).toHaveTextContent(/^0:01 /), LONG);
    await userEvent.click(pause);
    await canvas.findByRole('button', { name: 'Play the recording' });
    await expect(position).toHaveTextContent(/^0:0[1-2] /);

    await userEvent.click(canvas.getByRole('button', { name: 'Discard the recording' }));
    await expect(await canvas.findByRole('button', { name: 'Record a voice reply' })).toBeEnabled();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(args.onStatusChange).toHaveBeenLastCalledWith('idle'));
    await expect(args.onRecorded).not.toHaveBeenCalled();
    await expect(traffic.puts).toHaveLength(0);
  },
};

/** A take waiting to be sent: play, discard and send are offered. */
export const Recorded: Story = {
  // The take's waveform depends on where the fake beep fell: VoiceReplyView's Recorded story is the picture.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = await recordTake(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Discard the recording' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Send voice reply' })).toBeEnabled();
  },
};

/** Sending encodes a 128 kbps MP3, uploads it as CHAT_AUDIO and hands over the stored key. */
export const EncodeAndUpload: Story = {
  parameters: {
    msw: {
      handlers: storage(async () => {
        await delay(600);
        return new HttpResponse(null, { status: 200 });
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await recordTake(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Send voice reply' }));
    await canvas.findByRole('progressbar', { name: 'Uploading the audio…' }, LONG);
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith('encoding'));
    await expect(canvas.getByRole('button', { name: 'Discard the recording' })).toBeDisabled();

    await waitFor(() => expect(args.onRecorded).toHaveBeenCalledOnce(), LONG);
    const [reply] = args.onRecorded.mock.calls[0] as [{ file: File; key: string; durationMs: number }];
    await expect(reply.key).toBe(STORED_KEY);
    await expect(reply.durationMs).toBeGreaterThan(1500);
    await expect(reply.file.name).toBe('recording.mp3');
    await expect(reply.file.type).toBe('audio/mpeg');

    // One presigned link for the spec's category and file name, then the MP3's bytes.
    await expect(traffic.presigned.map((query) => [query.get('fileCategory'), query.get('fileName')])).toEqual([['CHAT_AUDIO', 'recording.mp3']]);
    const [put] = traffic.puts;
    await expect(put?.type).toBe('audio/mpeg');
    await expect(put?.bytes.length).toBe(reply.file.size);
    // An MPEG-1 Layer III frame at 128 kbps: sync bits, then bit rate index 9 in the third byte.
    await expect(put?.bytes[0]).toBe(0xff);
    await expect((put?.bytes[1] ?? 0) & 0xfe).toBe(0xfa);
    await expect((put?.bytes[2] ?? 0) >> 4).toBe(9);

    await expect(await canvas.findByRole('button', { name: 'Record a voice reply' })).toBeEnabled();
    await waitFor(() => expect(args.onStatusChange).toHaveBeenLastCalledWith('idle'));
  },
};

/** A course's own recording (an exercise option): worded as audio, used rather than sent, stored as AUDIO. */
export const CourseAudio: Story = {
  args: { purpose: 'course-audio' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Audio recording' })).toBeVisible();
    const canvas = await recordTake(canvasElement, 1, 'Record audio');
    await expect(canvas.getByRole('status')).toHaveTextContent('Recording ready to use');
    await userEvent.click(canvas.getByRole('button', { name: 'Use recording' }));
    await waitFor(() => expect(args.onRecorded).toHaveBeenCalledOnce(), LONG);
    await expect(traffic.presigned.map((query) => query.get('fileCategory'))).toEqual(['AUDIO']);
    await expect(await canvas.findByRole('button', { name: 'Record audio' })).toBeEnabled();
  },
};

/** The upload hangs: the progress bar stays and nothing can be discarded meanwhile. */
export const Uploading: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: storage(async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 200 });
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await recordTake(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send voice reply' }));
    await canvas.findByRole('progressbar', { name: 'Uploading the audio…' }, LONG);
    await expect(canvas.getByRole('button', { name: 'Play the recording' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Discard the recording' })).toBeDisabled();
    await expect(args.onRecorded).not.toHaveBeenCalled();
  },
};

/** The first upload fails: the take stays (it still plays), and Try again sends it without re-encoding. */
export const UploadFailed: Story = {
  parameters: {
    msw: {
      handlers: storage((attempt) =>
        attempt === 1 ? HttpResponse.json({ success: false, message: 'Storage unavailable' }, { status: 503 }) : stored(attempt),
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await recordTake(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send voice reply' }));
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent('An error occurred while uploading to S3. Please try again.');
    await waitFor(() => expect(args.onStatusChange).toHaveBeenLastCalledWith('failed'));
    await expect(args.onRecorded).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Play the recording' })).toBeEnabled();
    await expect(canvas.getByRole('timer', { name: 'Playback position and length' })).toHaveTextContent(/\/ 0:0[1-2]$/);

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRecorded).toHaveBeenCalledOnce(), LONG);
    // Encoded once: the retry reused the MP3 and sent the same bytes again.
    const statuses = (args.onStatusChange as ReturnType<typeof fn>).mock.calls.map(([status]) => status as string);
    await expect(statuses.filter((status) => status === 'encoding')).toHaveLength(1);
    await expect(traffic.puts).toHaveLength(2);
    await expect(traffic.puts[1]?.bytes.length).toBe(traffic.puts[0]?.bytes.length);
    await expect(await canvas.findByRole('button', { name: 'Record a voice reply' })).toBeEnabled();
  },
};

/** The browser refuses the microphone: the 'Permission Error' dialog explains how to allow it. */
export const PermissionDenied: Story = {
  parameters: { screenshot: { viewport: { width: 640, height: 480 } } },
  beforeEach: () => {
    const devices = navigator.mediaDevices;
    const original = Object.getOwnPropertyDescriptor(devices, 'getUserMedia');
    Object.defineProperty(devices, 'getUserMedia', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
    return () => {
      if (original) Object.defineProperty(devices, 'getUserMedia', original);
      else delete (devices as { getUserMedia?: unknown }).getUserMedia;
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record a voice reply' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Permission Error' });
    // The dialog fades in; wait for it rather than catch it half drawn.
    await waitFor(() => expect(within(dialog).getByText('The browser has blocked the microphone for this site, so a voice reply cannot be recorded.')).toBeVisible());
    await waitFor(() => expect(args.onStatusChange).toHaveBeenLastCalledWith('denied'));

    // OK closes it and the record button is there again; asking again shows the dialog again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Record a voice reply' }));
    await within(document.body).findByRole('alertdialog', { name: 'Permission Error' });
  },
};

/** Everything by keyboard: Tab and Enter on the buttons, and the spec's Ctrl shortcuts; focus follows the controls. */
export const KeyboardOnly: Story = {
  args: { keyboardShortcuts: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = (name: string) => canvas.getByRole('button', { name });
    await userEvent.tab();
    await expect(button('Record a voice reply')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Record gives way to Stop, which takes the focus once the microphone is live.
    await waitFor(() => expect(button('Stop recording')).toHaveFocus(), LONG);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('0:01 / 5:00'), LONG);
    await userEvent.keyboard('{Enter}');
    // The take is ready: its Send takes the focus, so a second Enter would send it.
    await waitFor(() => expect(button('Send voice reply')).toHaveFocus(), LONG);
    await userEvent.tab({ shift: true });
    await expect(button('Discard the recording')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(button('Play the recording')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button('Pause the recording')).toHaveFocus(), LONG);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(button('Play the recording')).toHaveFocus());
    await userEvent.tab();
    await expect(button('Discard the recording')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button('Record a voice reply')).toHaveFocus());

    // The shortcuts: Ctrl+Shift+S records, Ctrl+I stops, Ctrl+Shift+L plays, Ctrl+Shift+K pauses, Ctrl+Shift+H discards.
    await userEvent.keyboard('{Control>}{Shift>}s{/Shift}{/Control}');
    await waitFor(() => expect(args.onStatusChange).toHaveBeenLastCalledWith('recording'), LONG);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('0:01 / 5:00'), LONG);
    await userEvent.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(button('Play the recording')).toBeEnabled(), LONG);
    await userEvent.keyboard('{Control>}{Shift>}l{/Shift}{/Control}');
    await canvas.findByRole('button', { name: 'Pause the recording' }, LONG);
    await userEvent.keyboard('{Control>}{Shift>}k{/Shift}{/Control}');
    await canvas.findByRole('button', { name: 'Play the recording' });
    await userEvent.keyboard('{Control>}{Shift>}h{/Shift}{/Control}');
    await waitFor(() => expect(button('Record a voice reply')).toHaveFocus());
    await expect(args.onRecorded).not.toHaveBeenCalled();
  },
};

/** While the composer holds text, recording cannot start, by button or shortcut. */
export const DisabledWhileTyping: Story = {
  args: { isDisabled: true, keyboardShortcuts: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Record a voice reply' })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Shift>}s{/Shift}{/Control}');
    await expect(args.onStatusChange).not.toHaveBeenCalledWith('requesting');
  },
};

/** Urdu, right to left: record, stop, play, pause and discard with the Urdu names. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'صوتی جواب ریکارڈ کریں' }));
    const stop = await canvas.findByRole('button', { name: 'ریکارڈنگ روکیں' });
    await waitFor(() => expect(stop).toBeEnabled(), LONG);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('0:01 / 5:00'), LONG);
    await expect(canvas.getByRole('img', { name: 'ریکارڈنگ کی صوتی لہر' })).toHaveAttribute('dir', 'ltr');
    await userEvent.click(stop);
    const playButton = await canvas.findByRole('button', { name: 'ریکارڈنگ چلائیں' }, LONG);
    await waitFor(() => expect(playButton).toBeEnabled(), LONG);
    await userEvent.click(playButton);
    await userEvent.click(await canvas.findByRole('button', { name: 'ریکارڈنگ موقوف کریں' }, LONG));
    await userEvent.click(canvas.getByRole('button', { name: 'ریکارڈنگ حذف کریں' }));
    await expect(await canvas.findByRole('button', { name: 'صوتی جواب ریکارڈ کریں' })).toBeEnabled();
  },
};
