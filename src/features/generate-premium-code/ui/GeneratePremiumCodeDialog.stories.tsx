import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, premiumContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { GeneratePremiumCodeDialog, type GeneratePremiumCodeDialogProps } from './GeneratePremiumCodeDialog';

/** Holds the popup open as its button would, until it asks to close. */
function OpenedDialog(props: GeneratePremiumCodeDialogProps) {
  const [isOpen, setIsOpen] = useState(props.isOpen);
  return (
    <GeneratePremiumCodeDialog
      {...props}
      isOpen={isOpen}
      onClose={() => {
        props.onClose();
        setIsOpen(false);
      }}
    />
  );
}

const { athanPremium, ATHAN_PREMIUM_MESSAGES: M } = premiumContract;

/** What each create sent (reset before each story). */
let sent: unknown[] = [];
const made = { id: 41, code: 'F8WK-4TZR-6HNB', status: 'ACTIVE', consumerName: null, consumerEmail: null, type: null, createDate: '2026-11-20T10:00:00.000Z' };
const create = (reply: (body: { expiryDate?: string | null }) => Response) =>
  contractHandler(athanPremium.calls.create!, async ({ request }) => {
    const body = (await request.json()) as { expiryDate?: string | null };
    sent.push(body);
    return reply(body);
  });
const created = create((body) => HttpResponse.json({ success: true, message: M.created, messageCode: 'athanPremium.created', data: { ...made, expiryDate: body.expiryDate ?? null } }));

const meta = {
  title: 'features/generate-premium-code/GeneratePremiumCodeDialog',
  component: GeneratePremiumCodeDialog,
  // "Now" is fixed at 20 November 2026, 10:00, so the disabled days and the picture never change.
  args: { isOpen: true, onClose: fn(), now: new Date(2026, 10, 20, 10, 0).getTime() },
  render: (args) => <OpenedDialog {...args} />,
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  beforeEach: () => {
    sent = [];
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { msw: { handlers: [created] }, screenshot: { viewport: { width: 900, height: 640 } } },
} satisfies Meta<typeof GeneratePremiumCodeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = async (name = 'Generate Athan Premium Code') => within(await body().findByRole('dialog', { name }));

async function chooseExpiry(day: RegExp) {
  const popup = await dialog();
  await userEvent.click(popup.getByRole('radio', { name: 'Add Expiry Date' }));
  await userEvent.click(await popup.findByRole('button', { name: /calendar/i }));
  const calendar = within(await body().findByRole('grid'));
  return { calendar, pick: () => userEvent.click(calendar.getByRole('button', { name: day })) };
}

/** The popup as it opens: Unlimited chosen, no date to pick. */
export const Unlimited: Story = {
  play: async () => {
    const popup = await dialog();
    await expect(popup.getByRole('radio', { name: 'Unlimited' })).toBeChecked();
    await expect(popup.queryByRole('group', { name: /Expiry date/ })).not.toBeInTheDocument();
    await expect(popup.getByRole('button', { name: 'OK' })).toBeEnabled();
  },
};

/** OK with Unlimited makes an ACTIVE code with no expiry, says so in the spec's words and closes. */
export const GenerateUnlimited: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    const popup = await dialog();
    await userEvent.click(popup.getByRole('button', { name: 'OK' }));
    await expect(await body().findByText('Athan Premium Code Created Successfully')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(sent).toEqual([{ status: 'ACTIVE', expiryDate: null, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
  },
};

/** Add Expiry Date shows the picker: today and earlier cannot be chosen; a later day can. */
export const WithExpiryChosen: Story = {
  play: async () => {
    const { calendar, pick } = await chooseExpiry(/November 25, 2026/);
    await expect(calendar.getByRole('button', { name: /November 20, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: /November 19, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: /November 21, 2026/ })).not.toHaveAttribute('aria-disabled');
    await pick();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('grid')).not.toBeInTheDocument());
    await expect((await dialog()).getByRole('group', { name: /Expiry date/ })).toHaveTextContent(/11\/25\/2026/);
  },
};

/** OK with an expiry sends it as the spec's UTC date-time, says so and closes. */
export const GenerateWithExpiry: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    const { pick } = await chooseExpiry(/November 25, 2026/);
    await pick();
    await userEvent.keyboard('{Escape}');
    await userEvent.click((await dialog()).getByRole('button', { name: 'OK' }));
    await expect(await body().findByText('Athan Premium Code Created Successfully')).toBeVisible();
    await expect(args.onClose).toHaveBeenCalled();
    await expect(sent).toEqual([{ status: 'ACTIVE', expiryDate: new Date(2026, 10, 25, 0, 0).toISOString(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
  },
};

/** Add Expiry Date without a date: the popup asks for one and sends nothing. */
export const ExpiryMissing: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    const popup = await dialog();
    await userEvent.click(popup.getByRole('radio', { name: 'Add Expiry Date' }));
    await userEvent.click(popup.getByRole('button', { name: 'OK' }));
    await expect(await popup.findByText(M.expiryDate)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(sent).toEqual([]);
  },
};

/** The server refuses: the popup stays open with the server's words, ready to try again. */
export const RefusedByServer: Story = {
  parameters: { msw: { handlers: [create(() => HttpResponse.json({ success: false, message: M.expiryTooSoon, messageCode: 'athanPremium.expiryTooSoon' }, { status: 400 }))] } },
  play: async ({ args }) => {
    const { pick } = await chooseExpiry(/November 21, 2026/);
    await pick();
    await userEvent.keyboard('{Escape}');
    const popup = await dialog();
    await userEvent.click(popup.getByRole('button', { name: 'OK' }));
    const alert = await popup.findByRole('alert');
    await expect(alert).toHaveTextContent('The code could not be generated');
    await expect(alert).toHaveTextContent(M.expiryTooSoon);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(popup.getByRole('button', { name: 'OK' })).toBeEnabled();
  },
};

/** The popup in Urdu, right to left. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async () => {
    const popup = await dialog('اذان پریمیم کوڈ بنائیں');
    await expect(popup.getByRole('radio', { name: 'لامحدود' })).toBeChecked();
    await userEvent.click(popup.getByRole('radio', { name: 'میعاد ختم ہونے کی تاریخ شامل کریں' }));
    await expect(await popup.findByText('کل سے آگے؛ آج اور اس سے پہلے کی تاریخیں منتخب نہیں کی جا سکتیں۔')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
