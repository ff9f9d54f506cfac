import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, shopContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { StartVendorSyncButton } from './StartVendorSyncButton';

const { startProductSync, PRODUCT_SYNC_MESSAGES: M } = shopContract;
const [newest] = contractFixtures.productSyncRunFixtures;
/** How many starts the server was asked for (reset before each story). */
let starts = 0;

const meta = {
  title: 'features/vendor-store/start-sync/StartVendorSyncButton',
  component: StartVendorSyncButton,
  args: { vendorId: 3 },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  beforeEach: () => {
    starts = 0;
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(startProductSync, () => {
          starts += 1;
          return HttpResponse.json({ success: true, message: M.started, data: { ...newest!, status: 'PENDING' } });
        }),
      ],
    },
  },
} satisfies Meta<typeof StartVendorSyncButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** One press asks for one sync and says so in the spec's words. */
export const Started: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start sync' }));
    await expect(await body(canvasElement).findByText(M.started)).toBeVisible();
    await expect(starts).toBe(1);
  },
};

/** A refusal is shown in the server's words. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(startProductSync, () => HttpResponse.json({ success: false, message: M.alreadyRunning, messageCode: 'productSync.alreadyRunning' }, { status: 409 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start sync' }));
    await expect(await body(canvasElement).findByText(M.alreadyRunning)).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ہم آہنگی شروع کریں' })).toBeEnabled();
  },
};
