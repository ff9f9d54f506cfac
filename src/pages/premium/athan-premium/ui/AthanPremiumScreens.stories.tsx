import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { premiumContract } from '@/shared/api';
import { contractHandler, resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { AthanPremiumPage } from './AthanPremiumPage';
import { premiumRows, unclaimed } from './storyFixtures';

const { athanPremium, ATHAN_PREMIUM_MESSAGES: M } = premiumContract;
const CREATE_PATH = '/athan-premium/create';
const EDIT_PATH = `/athan-premium/edit/${unclaimed.id}`;

const meta = {
  title: 'pages/premium/athan-premium/AthanPremiumScreens',
  tags: ['autodocs'],
  component: AthanPremiumPage,
  ...resourceStoryFrame(premiumRows, { route: '/athan-premium/*', path: CREATE_PATH, viewport: { width: 1000, height: 900 } }),
} satisfies Meta<typeof AthanPremiumPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('textbox', { name });

async function fillValid(canvasElement: HTMLElement) {
  await userEvent.type(textbox(canvasElement, /^Code/), 'RAMADAN-2026-FAMILY');
  await userEvent.type(textbox(canvasElement, /^Name/), 'Nadia Karim');
  await userEvent.type(textbox(canvasElement, /^Email/), 'nadia@example.com');
}

const form = resourceFormStories({
  resource: athanPremium,
  rows: premiumRows,
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Athan Premium',
  fill: fillValid,
  requiredMessages: [],
  urdu: { save: 'محفوظ کریں', requiredMessage: '' },
  kept: { label: /^Name/, value: 'Nadia Karim' },
  refusal: { status: 409, message: M.codeTaken, fields: { code: M.codeTaken } },
  change: async (canvas) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Code/ })).toHaveValue(unclaimed.code));
    await userEvent.type(name, 'Bilal Hassan');
  },
});

/** /athan-premium/create: code, status (Active at first), name and e-mail, with no rules of the form's own; saved, then the list. */
export const Create: Story = {
  ...form.Create,
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: /Status/ })).toHaveTextContent('Active');
    await form.Create.play(context);
  },
};
export const Saving: Story = form.Saving;
/** The server refuses a code another has: the failure with its words, the words at the code, and everything typed stays. */
export const SaveFailed: Story = {
  ...form.SaveFailed,
  play: async (context) => {
    await form.SaveFailed.play(context);
    await expect(textbox(context.canvasElement, /^Code/)).toHaveAccessibleDescription(expect.stringContaining(M.codeTaken));
    await expect(textbox(context.canvasElement, /^Email/)).toHaveValue('nadia@example.com');
  },
};
/** The form has no rules of its own: an e-mail that is not one is sent, and the server's words show at the field. */
export const Invalid: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(athanPremium.calls.create!, () =>
          HttpResponse.json({ success: false, message: M.email, messageCode: 'athanPremium.email', fields: { consumerEmail: M.email } }, { status: 400 }),
        ),
        ...premiumRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textbox(canvasElement, /^Email/), 'not an e-mail');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(M.email);
    await expect(textbox(canvasElement, /^Email/)).toHaveAccessibleDescription(expect.stringContaining(M.email));
    await expect(textbox(canvasElement, /^Email/)).toHaveValue('not an e-mail');
  },
};
/** /athan-premium/edit/{AthanPremiumId}: the saved values and the History panel; the name is changed and saved. */
export const Edit: Story = {
  ...form.Edit,
  play: async (context) => {
    await waitFor(() => expect(within(context.canvasElement).getByRole('button', { name: /Status/ })).toHaveTextContent('Active'));
    await form.Edit.play(context);
  },
};
/** The form in Urdu, right to left; the code and the e-mail read left to right. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  parameters: { path: EDIT_PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'اذان پریمیم کوڈ میں ترمیم کریں' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^کوڈ/ })).toHaveValue(unclaimed.code));
    await expect(canvas.getByRole('button', { name: /حالت/ })).toHaveTextContent('فعال');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

const standard = resourceRecordStories({
  resource: athanPremium,
  rows: premiumRows,
  existingPath: EDIT_PATH,
  missingPath: '/athan-premium/edit/999',
  notFoundText: 'This premium code does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Code/ })).toHaveValue(unclaimed.code),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
