import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, shopContract } from '@/shared/api';
import { contractHandler, failingCallsOnce, pendingCalls, routedStory, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { VendorSync } from './VendorSync';

const { productSyncLogs, startProductSync, syncStoreInfo, vendors, PRODUCT_SYNC_MESSAGES } = shopContract;
const { syncedVendorFixture: vendor, productSyncRunFixtures } = contractFixtures;
type Run = shopContract.ProductSyncLog;

/**
 * The vendor's runs as the server keeps them, fresh for each story. A started run waits until `finish()`
 * (once the story has seen it waiting), then ends on the list's next read.
 */
function syncServer(initial: readonly Run[]) {
  let runs: Run[] = [];
  let finishing = false;
  const reset = () => {
    runs = [...initial];
    finishing = false;
  };
  reset();
  const handlers = [
    contractHandler(vendors.calls.find, () => HttpResponse.json(vendor)),
    contractHandler(productSyncLogs, () => {
      if (finishing) runs = runs.map((run) => (run.status === 'PENDING' ? { ...run, status: 'SUCCESS', productsFetched: 300, tries: 1, syncStartedAt: '2026-11-29T10:00:01.000Z', syncCompletedAt: '2026-11-29T10:00:39.000Z' } : run));
      return HttpResponse.json({ content: runs, totalRecords: runs.length, pageNumber: 1, totalPages: 1 });
    }),
    contractHandler(startProductSync, () => {
      const run: Run = { id: 15, vendorId: vendor.id, status: 'PENDING', failureMessage: null, productsFetched: 0, tries: 0, syncStartedAt: null, syncCompletedAt: null, createdAt: '2026-11-29T10:00:00.000Z' };
      runs = [run, ...runs];
      return HttpResponse.json({ success: true, message: PRODUCT_SYNC_MESSAGES.started, data: run });
    }),
  ];
  return { handlers, reset, finish: () => void (finishing = true) };
}

const endedRuns = syncServer(productSyncRunFixtures);

const meta = {
  title: 'widgets/vendor-sync/VendorSync',
  component: VendorSync,
  args: { vendorId: vendor.id, listHref: '/vendor-management' },
  decorators: [routedStory('/vendor-management/sync/:id', '/vendor-management/sync/3')],
  beforeEach: () => {
    endedRuns.reset();
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { ...WHOLE_SCREEN, msw: { handlers: endedRuns.handlers }, screenshot: { viewport: { width: 1100, height: 640 } } },
} satisfies Meta<typeof VendorSync>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Sync runs' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every run of the vendor's sync, newest first, with its state, times, products read and tries. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Store sync: Noor Modest Wear' })).toBeVisible();
    const table = await grid(canvasElement);
    const newest = await within(table).findByRole('row', { name: /Run 14/ });
    await expect(newest).toHaveTextContent('Success');
    await expect(newest).toHaveTextContent('300');
    await expect(within(table).getByRole('row', { name: /Run 9/ })).toHaveTextContent('296');
    await expect(canvas.getByRole('button', { name: 'Start sync' })).toBeEnabled();
  },
};

/** A failed run's state opens 'Vendor Syncing Error' with the store's own words. */
export const FailureShown: Story = {
  // It ends as Filled does; the Urdu picture shows the dialog open.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(await grid(canvasElement)).findByRole('button', { name: 'Failed: show why run 12 failed' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Vendor Syncing Error' });
    await expect(dialog).toHaveTextContent('Shopify refused the products query (401): [API] Invalid API key or access token');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Start sync says so in the spec's words; the new run shows as waiting, and the list follows it until it ends. */
export const StartsASync: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start sync' }));
    await expect(await body(canvasElement).findByText(PRODUCT_SYNC_MESSAGES.started)).toBeVisible();
    const table = await grid(canvasElement);
    await expect(await within(table).findByRole('row', { name: /Run 15/ })).toHaveTextContent('Waiting');
    endedRuns.finish();
    // The list is read again while a run is unfinished: the run ends without anyone pressing anything.
    await waitFor(() => expect(within(table).getByRole('row', { name: /Run 15/ })).toHaveTextContent('Success'), { timeout: 8000 });
    await expect(within(table).getByRole('row', { name: /Run 15/ })).toHaveTextContent('300');
  },
};

/** A second Start while a run is going is refused in the server's words, and nothing is added. */
export const AlreadyRunning: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(startProductSync, () => HttpResponse.json({ success: false, message: PRODUCT_SYNC_MESSAGES.alreadyRunning, messageCode: 'productSync.alreadyRunning' }, { status: 409 })),
        ...endedRuns.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // The runs first: the header's Start is there before them.
    const table = await grid(canvasElement);
    await within(table).findByRole('row', { name: /Run 14/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start sync' }));
    await expect(await body(canvasElement).findByText(PRODUCT_SYNC_MESSAGES.alreadyRunning)).toBeVisible();
    // The list is read again after the refusal; it still holds the same runs.
    await waitFor(() => expect(within(table).getAllByRole('row', { name: /Run \d+/ })).toHaveLength(productSyncRunFixtures.length));
  },
};

/** Check store reaches the store with the saved keys and says what it answered. */
export const StoreChecked: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(syncStoreInfo, () => HttpResponse.json({ success: true, message: PRODUCT_SYNC_MESSAGES.storeAnswered, data: { storeName: 'Noor Modest Wear', currency: 'GBP' } })),
        ...endedRuns.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Check store' }));
    await expect(await body(canvasElement).findByText('Noor Modest Wear answered: prices in GBP.')).toBeVisible();
  },
};

/** A store refusing the saved keys: the check says so, with the store's words. */
export const StoreRefused: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(syncStoreInfo, () =>
          HttpResponse.json(
            {
              success: false,
              message: 'The store could not be read: Shopify refused the shop query (401): [API] Invalid API key or access token',
              messageCode: 'productSync.storeRefused',
              messageParams: { reason: 'Shopify refused the shop query (401): [API] Invalid API key or access token' },
            },
            { status: 409 },
          ),
        ),
        ...endedRuns.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Check store' }));
    await expect(await body(canvasElement).findByText('The store could not be reached with the saved keys.')).toBeVisible();
    await expect(await body(canvasElement).findByText(/Shopify refused the shop query \(401\)/)).toBeVisible();
  },
};

/** A vendor never synced. */
export const Empty: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: syncServer([]).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No syncs yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: [...pendingCalls([productSyncLogs]), ...endedRuns.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Store sync: Noor Modest Wear' })).toBeVisible();
    await expect(within(await grid(canvasElement)).queryByRole('row', { name: /Run 14/ })).not.toBeInTheDocument();
  },
};

/** The runs could not be read; Try again reads them. */
export const FailedThenRetried: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: [...failingCallsOnce([productSyncLogs], 'The shop service is unavailable.'), ...endedRuns.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The sync runs could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(await within(await grid(canvasElement)).findByRole('row', { name: /Run 14/ })).toBeVisible();
  },
};

/** Someone who may view vendors but not change them reads the runs and has no Start. */
export const PermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await grid(canvasElement)).findByRole('row', { name: /Run 14/ });
    await expect(within(canvasElement).queryByRole('button', { name: 'Start sync' })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Check store' })).not.toBeInTheDocument();
  },
};

/** In Urdu, right to left, with the error dialog open. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'ہم آہنگی کے عمل' });
    await expect(await within(table).findByRole('row', { name: /عمل 14/ })).toHaveTextContent('کامیاب');
    await userEvent.click(within(table).getByRole('button', { name: 'ناکام: دیکھیں کہ عمل 12 کیوں ناکام ہوا' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: 'وینڈر کی ہم آہنگی میں خرابی' })).toBeVisible();
  },
};
