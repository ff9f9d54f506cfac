import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { contractHandler, pendingCalls, routedStory, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { HijriAdjustmentsPage } from './HijriAdjustmentsPage';

const { countrySettings, updateHijriAdjustment, pushRemoteConfig, COUNTRY_CODES, DEMO_HIJRI_ADJUSTMENTS, HIJRI_MESSAGES, countryNameOf } = siteContract;

/** Every country, by name, a handful with a non-zero adjustment, as the demo seed has them. */
const countries: siteContract.HijriSetting[] = COUNTRY_CODES.map((code) => ({ countryCode: code, countryName: countryNameOf(code), hijriAdjustment: DEMO_HIJRI_ADJUSTMENTS[code] ?? 0 }))
  .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'))
  .map((country, index) => ({ countryId: index + 1, ...country }));
let rows = [...countries];

const settingsHandler = contractHandler(countrySettings, () => HttpResponse.json(rows));
const updateHandler = contractHandler(updateHijriAdjustment, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const countryId = Number(query.get('countryId'));
  const hijriAdjustment = Number(query.get('hijriAdjustment'));
  rows = rows.map((row) => (row.countryId === countryId ? { ...row, hijriAdjustment } : row));
  return HttpResponse.json({ success: true, message: HIJRI_MESSAGES.updated, messageCode: 'hijri.updated', data: rows.find((row) => row.countryId === countryId) });
});
const pushHandler = contractHandler(pushRemoteConfig, ({ params }) =>
  HttpResponse.json({
    success: true,
    message: params.platform === 'ios' ? HIJRI_MESSAGES.pushedIos : HIJRI_MESSAGES.pushedAndroid,
    messageCode: params.platform === 'ios' ? 'hijri.pushedIos' : 'hijri.pushedAndroid',
    data: { platform: params.platform, pushedAt: '2026-11-26T09:30:00.000Z', pushedBy: 'Amina Rahman', countries: rows.length },
  }),
);

/** Someone who may see the settings but not change them. */
const readerProfile = {
  ...contractFixtures.viewerProfile,
  securityPermissions: { ...contractFixtures.viewerProfile.securityPermissions, SETTINGS: 3 },
};

const meta = {
  title: 'pages/hijri-adjustments/HijriAdjustmentsPage',
  tags: ['autodocs'],
  component: HijriAdjustmentsPage,
  args: { today: new CalendarDate(2026, 11, 26) },
  decorators: [routedStory('/settings/show-location-settings', '/settings/show-location-settings')],
  beforeEach: () => {
    rows = [...countries];
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: {
    ...WHOLE_SCREEN,
    msw: { handlers: [settingsHandler, updateHandler, pushHandler] },
    screenshot: { viewport: { width: 1100, height: 760 } },
  },
} satisfies Meta<typeof HijriAdjustmentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Countries' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function chooseAdjustment(canvasElement: HTMLElement, country: string, option: string) {
  const trigger = await within(canvasElement).findByRole('button', { name: new RegExp(`Adjustment for ${country}`) });
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: option }));
}

/** The countries by name with code, adjustment and today's Hijri date for it; the push buttons and their help line. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hijri Date Adjustments' })).toBeVisible();
    const grid = await table(canvasElement);
    const afghanistan = await within(grid).findByRole('row', { name: /Afghanistan/ });
    await expect(afghanistan).toHaveTextContent('AF');
    await expect(afghanistan).toHaveTextContent('Jumada II 16, 1448 AH');
    await expect(grid).toHaveAttribute('aria-rowcount', String(COUNTRY_CODES.length + 1));
    // Only the rows in view are in the page.
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    await expect(canvas.getByRole('button', { name: 'Push to Android' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Push to iOS' })).toBeVisible();
    await expect(canvas.getByText(/no remote-config service is connected here/)).toBeVisible();
  },
};

/** Searching by name or ISO code narrows the 249 rows; a non-zero adjustment shows its own Hijri date. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await within(grid).findByRole('row', { name: /Afghanistan/ });
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search countries' }), 'pk');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    const pakistan = within(grid).getByRole('row', { name: /Pakistan/ });
    await expect(pakistan).toHaveTextContent('Jumada II 15, 1448 AH');
    await expect(within(pakistan).getByRole('button', { name: /Adjustment for Pakistan/ })).toHaveTextContent('-1 days');
  },
};

/** Search words in the address (a reload, Back, a shared link) fill the box and narrow the rows, as on every list. */
export const SearchFromAddress: Story = {
  parameters: { path: '/settings/show-location-settings?q=pk', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search countries' })).toHaveValue('pk');
    await expect(await within(grid).findByRole('row', { name: /Pakistan/ })).toBeVisible();
    await expect(within(grid).getAllByRole('row')).toHaveLength(2);
  },
};

/** On a phone each country is a card: its name, code, adjustment and Hijri date, with nothing running off the side. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Countries' });
    const afghanistan = await within(list).findByRole('listitem', { name: 'Afghanistan' });
    await expect(within(afghanistan).getByRole('button', { name: /Adjustment for Afghanistan/ })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** No country matches the words. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await within(grid).findByRole('row', { name: /Afghanistan/ });
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search countries' }), 'atlantis');
    await expect(await within(canvasElement).findByText('No country matches')).toBeVisible();
  },
};

/** A new adjustment is saved in place: the row's Hijri date moves with it and a toast confirms. */
export const AdjustmentChangedInPlace: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await chooseAdjustment(canvasElement, 'Afghanistan', '+2 days');
    await expect(await body(canvasElement).findByText('Hijri adjustment updated')).toBeVisible();
    await waitFor(() => expect(within(grid).getByRole('row', { name: /Afghanistan/ })).toHaveTextContent('Jumada II 18, 1448 AH'));
    await expect(rows.find((row) => row.countryCode === 'AF')?.hijriAdjustment).toBe(2);
  },
};

/** The server refuses the change: the spec's words (misspelt as it quotes them), and the value stays. */
export const AdjustmentFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: { handlers: [contractHandler(updateHijriAdjustment, () => HttpResponse.json({ success: false, message: 'Unavailable' }, { status: 503 })), settingsHandler] },
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await chooseAdjustment(canvasElement, 'Afghanistan', '+1 days');
    await expect(await body(canvasElement).findByText(HIJRI_MESSAGES.updateFailed)).toBeVisible();
    await expect(within(grid).getByRole('button', { name: /Adjustment for Afghanistan/ })).toHaveTextContent('0 days');
  },
};

/** Without the edit bit the values can be looked at, but a change is refused with the spec's words and no push is offered. */
export const NoAccess: Story = {
  beforeEach: () => signedInAs(readerProfile)(),
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await chooseAdjustment(canvasElement, 'Afghanistan', '-1 days');
    await expect(await body(canvasElement).findByText("you don't have access to perform this action")).toBeVisible();
    await expect(within(grid).getByRole('button', { name: /Adjustment for Afghanistan/ })).toHaveTextContent('0 days');
    await expect(rows.find((row) => row.countryCode === 'AF')?.hijriAdjustment).toBe(0);
  },
};

/** Without the edit bit the push buttons and their help line are not shown. */
export const PermissionHidden: Story = {
  beforeEach: () => signedInAs(readerProfile)(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Afghanistan/ });
    await expect(within(canvasElement).queryByRole('button', { name: /Push to/ })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText(/no remote-config service/)).not.toBeInTheDocument();
  },
};

/** A push answers with its message, shown as an error toast as the spec has it, and the screen notes the recorded push. */
export const PushSucceeded: Story = {
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Afghanistan/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Push to Android' }));
    await expect(await body(canvasElement).findByText(HIJRI_MESSAGES.pushedAndroid)).toBeVisible();
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(`Last push: Android, by Amina Rahman`);
  },
};

/** A push the server refuses shows its reason. */
export const PushFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(pushRemoteConfig, async () => {
          await delay(100);
          return HttpResponse.json({ success: false, message: 'You do not have permission to do this.' }, { status: 403 });
        }),
        settingsHandler,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Afghanistan/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Push to iOS' }));
    await expect(await body(canvasElement).findByText('You do not have permission to do this.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The countries on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingCalls([countrySettings]) } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The countries could not be loaded; Try again asks once more. */
export const FailedThenRetried: Story = {
  parameters: {
    msw: { handlers: [contractHandler(countrySettings, () => HttpResponse.json({ success: false, message: 'Unavailable' }, { status: 503 }), { once: true }), settingsHandler] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The countries could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(await within(await table(canvasElement)).findByRole('row', { name: /Afghanistan/ })).toBeVisible();
  },
};

/** No countries at all. */
export const Empty: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: [contractHandler(countrySettings, () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No countries yet')).toBeVisible();
  },
};

/** In Urdu, right to left: country names and Hijri dates in Urdu, and the Urdu words for a refused change. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ہجری تاریخ کی تصحیحات' })).toBeVisible();
    const grid = await canvas.findByRole('table', { name: 'ممالک' });
    await within(grid).findByRole('row', { name: /افغانستان/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ممالک تلاش کریں' }), 'PK');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await expect(within(grid).getByRole('row', { name: /پاکستان/ })).toHaveTextContent('جمادی الثانی');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
