import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, shopContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { CheckVendorStoreButton } from './CheckVendorStoreButton';

const { syncStoreInfo, storeRefusedMessage, PRODUCT_SYNC_MESSAGES: M } = shopContract;
const REASON = 'Shopify refused the shop query (401): [API] Invalid API key or access token';

const meta = {
  title: 'features/vendor-store/check-store/CheckVendorStoreButton',
  component: CheckVendorStoreButton,
  args: { vendorId: 3 },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: {
    screenshot: { skip: true },
    msw: { handlers: [contractHandler(syncStoreInfo, () => HttpResponse.json({ success: true, message: M.storeAnswered, data: { storeName: 'Noor Modest Wear', currency: 'GBP' } }))] },
  },
} satisfies Meta<typeof CheckVendorStoreButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The store answered with the saved keys: its name and currency. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check store' }));
    await expect(await body(canvasElement).findByText('Noor Modest Wear answered: prices in GBP.')).toBeVisible();
  },
};

/** The store refused the saved keys: the toast says so, with the store's words under it. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(syncStoreInfo, () =>
          HttpResponse.json({ success: false, message: storeRefusedMessage(REASON), messageCode: 'productSync.storeRefused', messageParams: { reason: REASON } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check store' }));
    await expect(await body(canvasElement).findByText('The store could not be reached with the saved keys.')).toBeVisible();
    await expect(await body(canvasElement).findByText(storeRefusedMessage(REASON))).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'اسٹور جانچیں' }));
    await expect(await body(canvasElement).findByText('Noor Modest Wear نے جواب دیا: قیمتیں GBP میں۔')).toBeVisible();
  },
};
