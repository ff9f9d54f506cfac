import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, storiesContract } from '@/shared/api';
import { failingCallsOnce, pendingCalls, routedStory, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { VideoSyncScreen } from './VideoSyncScreen';
import { videoSyncRunFixtures, videoSyncServer } from './storyFixtures';

const { videoSyncLogs, VIDEO_SYNC_MESSAGES } = storiesContract;
const endedRuns = videoSyncServer(videoSyncRunFixtures);
const waitingAgain = videoSyncServer([
  { id: 16, statusValue: 'PENDING', videosFetched: 40, failureLog: 'The video host did not answer in time; trying again.', syncStartedAt: null, syncCompletedAt: null, createdAt: '2026-11-22T04:00:00.000Z' },
  ...videoSyncRunFixtures,
]);

const meta = {
  title: 'pages/stories/videos/VideoSyncScreen',
  tags: ['autodocs'],
  component: VideoSyncScreen,
  decorators: [routedStory('/video-management/sync-videos', '/video-management/sync-videos')],
  beforeEach: () => {
    endedRuns.reset();
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { ...WHOLE_SCREEN, msw: { handlers: endedRuns.handlers }, screenshot: { viewport: { width: 1100, height: 640 } } },
} satisfies Meta<typeof VideoSyncScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement, name = 'Video sync runs') => within(canvasElement).findByRole('grid', { name });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every run, newest first, with its state, videos fetched and times. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Videos Sync' })).toBeVisible();
    const table = await grid(canvasElement);
    const newest = await within(table).findByRole('row', { name: /Run 14/ });
    await expect(newest).toHaveTextContent('Success');
    await expect(newest).toHaveTextContent('230');
    await expect(within(table).getByRole('row', { name: /Run 13/ })).toHaveTextContent('Failed');
    await expect(within(canvasElement).getByRole('button', { name: 'Sync Videos' })).toBeEnabled();
  },
};

/** A failed run's state opens 'Videos Sync Error' with the host's words. */
export const FailureShown: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(await grid(canvasElement)).findByRole('button', { name: 'Failed: show the log of run 13' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: VIDEO_SYNC_MESSAGES.errorTitle });
    await expect(dialog).toHaveTextContent('Vimeo answered 401 Unauthorized');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A run waiting again after a failed try shows that try's log too. */
export const PendingWithLog: Story = {
  beforeEach: () => waitingAgain.reset(),
  parameters: { screenshot: { skip: true }, msw: { handlers: waitingAgain.handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(await grid(canvasElement)).findByRole('button', { name: 'Waiting: show the log of run 16' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Videos Sync Error' })).toHaveTextContent('did not answer in time');
  },
};

/** Sync Videos says so in the spec's words; the new run shows as waiting, and the list follows it until it ends. */
export const StartsASync: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Sync Videos' }));
    await expect(await body(canvasElement).findByText(VIDEO_SYNC_MESSAGES.started)).toBeVisible();
    const table = await grid(canvasElement);
    await expect(await within(table).findByRole('row', { name: /Run 15/ })).toHaveTextContent('Waiting');
    endedRuns.finish();
    // The list is read again while a run is unfinished: the run ends without anyone pressing anything.
    await waitFor(() => expect(within(table).getByRole('row', { name: /Run 15/ })).toHaveTextContent('Success'), { timeout: 8000 });
  },
};

export const Empty: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: videoSyncServer([]).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No syncs yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: [...pendingCalls([videoSyncLogs]), ...endedRuns.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** The runs could not be read; Try again reads them. */
export const FailedThenRetried: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: [...failingCallsOnce([videoSyncLogs], 'The stories service is unavailable.'), ...endedRuns.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The sync runs could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(await within(await grid(canvasElement)).findByRole('row', { name: /Run 14/ })).toBeVisible();
  },
};

/** Someone who may view videos but not change them reads the runs and has no Sync Videos. */
export const PermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await grid(canvasElement)).findByRole('row', { name: /Run 14/ });
    await expect(within(canvasElement).queryByRole('button', { name: 'Sync Videos' })).not.toBeInTheDocument();
  },
};

/** In Urdu, right to left, with the error dialog open. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement, 'ویڈیو ہم آہنگی کے عمل');
    await expect(await within(table).findByRole('row', { name: /عمل 14/ })).toHaveTextContent('کامیاب');
    await userEvent.click(within(table).getByRole('button', { name: 'ناکام: عمل 13 کا لاگ دیکھیں' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: 'ویڈیوز کی ہم آہنگی میں خرابی' })).toBeVisible();
  },
};
