import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authContract, contractFixtures, SERVER_MESSAGES } from '@/shared/api';
import { TOKEN_KEY } from '@/shared/config';
import { contractHandler } from '@/shared/lib/storybook';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'features/sign-in/SignInForm',
  component: SignInForm,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => () => localStorage.removeItem(TOKEN_KEY),
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const loginReplies = (reply: () => Response | Promise<Response>) => ({ msw: { handlers: [contractHandler(authContract.login, reply)] } });

/** The server's refusal of a wrong password, as it sends it: the spec's English and the message's code. */
const wrongPasswordReply = () =>
  HttpResponse.json(
    { success: false, message: SERVER_MESSAGES['auth.invalidCredentials'], messageCode: 'auth.invalidCredentials' },
    { status: 401 },
  );

async function fillIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText('Email', { exact: false }), email);
  if (password) await userEvent.type(canvas.getByLabelText('Password', { exact: false }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, '', '');
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'amina.example.com', 'secret');
    await expect(await canvas.findByText('Not a valid email!')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  parameters: loginReplies(wrongPasswordReply),
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'admin@example.com', 'wrong-password');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid email or password.');
    // Nothing typed is lost.
    await expect(canvas.getByLabelText('Email', { exact: false })).toHaveValue('admin@example.com');
    await expect(canvas.getByLabelText('Password', { exact: false })).toHaveValue('wrong-password');
  },
};

export const SigningIn: Story = {
  parameters: loginReplies(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'admin@example.com', 'Admin!2345');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Login/ })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const SignedIn: Story = {
  parameters: loginReplies(() =>
    HttpResponse.json(contractFixtures.adminProfile, { headers: { 'x-auth-token': 'story-token' } }),
  ),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'admin@example.com', 'Admin!2345');
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBe(JSON.stringify('story-token')));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'لاگ ان' }));
    await expect(await canvas.findByText('براہ کرم درست ای میل درج کریں')).toBeVisible();
  },
};

/** In Urdu the server's refusal shows in Urdu, found by its code; what was typed stays. */
export const RtlWrongPassword: Story = {
  globals: { locale: 'ur' },
  parameters: loginReplies(wrongPasswordReply),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('ای میل', { exact: false }), 'admin@example.com');
    await userEvent.type(canvas.getByLabelText('پاس ورڈ', { exact: false }), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'لاگ ان' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('ای میل یا پاس ورڈ درست نہیں۔');
    await expect(alert).not.toHaveTextContent('Invalid email or password.');
    await expect(canvas.getByLabelText('ای میل', { exact: false })).toHaveValue('admin@example.com');
  },
};

/** A message whose code this panel does not know yet (a newer server) shows in the server's English. */
export const RtlUnknownServerMessage: Story = {
  globals: { locale: 'ur' },
  parameters: loginReplies(() =>
    HttpResponse.json(
      { success: false, message: 'Sign-in is paused for maintenance.', messageCode: 'auth.maintenance' },
      { status: 403 },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('ای میل', { exact: false }), 'admin@example.com');
    await userEvent.type(canvas.getByLabelText('پاس ورڈ', { exact: false }), 'Admin!2345');
    await userEvent.click(canvas.getByRole('button', { name: 'لاگ ان' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sign-in is paused for maintenance.');
  },
};
