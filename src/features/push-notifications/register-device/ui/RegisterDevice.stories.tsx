import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatContract, contractFixtures } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { Button } from '@/shared/ui/button';
import { ToastRegion } from '@/shared/ui/toast';
import { DEVICE_ID_KEY, REGISTERED_KEY } from '../model/deviceBody';
import { RegisterDevice } from './RegisterDevice';

/** The bodies the server received in the current story. */
const received: Record<string, unknown>[] = [];

const accepts = contractHandler(chatContract.syncDevice, async ({ request }) => {
  received.push((await request.json()) as Record<string, unknown>);
  return HttpResponse.json({ success: true });
});
const refuses = contractHandler(chatContract.syncDevice, async ({ request }) => {
  received.push((await request.json()) as Record<string, unknown>);
  return HttpResponse.json({ success: false, message: 'Device registration is closed for maintenance.' }, { status: 400 });
});

/** The panel as a phone loads it, with a way to load it again in the same browser session. */
function Harness() {
  const [loads, setLoads] = useState(1);
  return (
    <div className="flex items-center gap-3 p-4">
      <RegisterDevice key={loads} />
      <p className="text-sm text-ink">Panel loaded {loads} times</p>
      <Button size="sm" onPress={() => setLoads((value) => value + 1)}>
        Load the panel again
      </Button>
      <ToastRegion />
    </div>
  );
}

const meta = {
  title: 'features/push-notifications/register-device/RegisterDevice',
  component: RegisterDevice,
  render: () => <Harness />,
  beforeEach: () => {
    received.length = 0;
    sessionStorage.removeItem(REGISTERED_KEY);
    localStorage.setItem(DEVICE_ID_KEY, 'story-device-1');
    const signOut = signedInAs(contractFixtures.moderatorProfile)();
    return () => {
      signOut();
      sessionStorage.removeItem(REGISTERED_KEY);
      localStorage.removeItem(DEVICE_ID_KEY);
    };
  },
  parameters: { msw: { handlers: [accepts] }, screenshot: { viewport: { width: 640, height: 200 } } },
} satisfies Meta<typeof RegisterDevice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A moderator's phone is registered once per session with the spec's body, however often the panel loads. */
export const SendsOnce: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(received).toHaveLength(1));
    await expect(received[0]).toMatchObject({
      identifier: 'story-device-1',
      appId: 9,
      osId: 3,
      notification: 1,
      deviceToken: 'web:story-device-1',
      timezone: expect.any(String),
      osVersion: expect.any(String),
      appVersion: expect.any(String),
      model: expect.any(String),
      manufacturer: expect.any(String),
    });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load the panel again' }));
    await expect(within(canvasElement).getByText('Panel loaded 2 times')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(received).toHaveLength(1);
  },
};

/** The server refuses: its message is shown, and the next load tries again. */
export const Failed: Story = {
  parameters: { msw: { handlers: [refuses] } },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await expect(await body.findByText('Device registration is closed for maintenance.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load the panel again' }));
    await waitFor(() => expect(received).toHaveLength(2));
  },
};

/** Outside the moderator group nothing is registered. */
export const OtherGroup: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  parameters: { screenshot: { skip: true } },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(received).toEqual([]);
  },
};
