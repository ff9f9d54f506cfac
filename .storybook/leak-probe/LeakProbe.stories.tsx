import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { makePng } from '../../src/shared/lib/storybook/makePng';

/**
 * Stories written to leak, to prove the story runner catches them (`scripts/test-stories.mjs` runs them
 * apart from the catalogue and expects exactly this): `Leaks` leaves a stand-in for a browser global, an
 * interval, an element in the body, a style on the document and data in storage; `MeetsTheLeak` must
 * fail, naming `Leaks` and each thing it left; `FindsThePageClean` must pass on a page put back.
 * `ServesAPicture` and `ServesAnotherPictureThere` are served different bytes at one address: the second
 * shows the first one's picture, and must fail naming both. They are
 * built into the Storybook only for the story command (STORYBOOK_STORY_RUNNER), never published.
 */
const meta = {
  title: 'Story runner/Leak probe',
  tags: ['leak-probe'],
  render: () => <p>A probe of the page between stories.</p>,
  parameters: { screenshot: { skip: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

class StandInNotification {
  static permission: NotificationPermission = 'granted';
}

export const Leaks: Story = {
  play: async () => {
    Object.defineProperty(window, 'Notification', { value: StandInNotification, configurable: true, writable: true });
    window.setInterval(() => undefined, 60_000);
    const stray = document.createElement('div');
    stray.id = 'leaked-by-a-story';
    document.body.append(stray);
    document.documentElement.style.overflow = 'hidden';
    localStorage.setItem('leaked-by-a-story', 'yes');
    await expect(window.Notification).toBe(StandInNotification);
  },
};

/** Fails in the runner's reset, before it draws: the message is what the probe checks. */
export const MeetsTheLeak: Story = {};

export const FindsThePageClean: Story = {
  play: async () => {
    await expect(window.Notification).not.toBe(StandInNotification);
    await expect(document.getElementById('leaked-by-a-story')).toBeNull();
    await expect(document.documentElement.style.overflow).toBe('');
    await expect(localStorage.getItem('leaked-by-a-story')).toBeNull();
  },
};

const PROBE_PICTURE = '/story-runner-probe/picture.png';

/** A story served a picture of `width` × `height` at the probe's address, which it shows. */
function servedPicture(width: number, height: number): Story {
  return {
    render: () => <img src={PROBE_PICTURE} alt="Probe picture" />,
    parameters: {
      msw: {
        handlers: [http.get(PROBE_PICTURE, async () => new HttpResponse(await makePng('probe.png', width, height), { headers: { 'content-type': 'image/png' } }))],
      },
    },
    play: async ({ canvasElement }) => {
      const picture = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Probe picture' });
      await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
    },
  };
}

export const ServesAPicture = servedPicture(40, 40);

/** Fails in the runner's check after it draws: it shows the 40 px picture above, not its own 80 px one. */
export const ServesAnotherPictureThere = servedPicture(80, 20);
