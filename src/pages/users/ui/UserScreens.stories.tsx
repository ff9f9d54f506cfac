import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { usersContract } from '@/shared/api';
import { contractHandler, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { UsersPage } from './UsersPage';
import { groupHandlers, userRows } from './userStoryRows';

const { users, USER_MESSAGES } = usersContract;
const EDIT_PATH = '/users/edit/104';

const meta = {
  title: 'pages/users/UserScreens',
  tags: ['autodocs'],
  component: UsersPage,
  ...resourceStoryFrame(userRows, { route: '/users/*', path: EDIT_PATH, handlers: groupHandlers, viewport: { width: 1024, height: 1000 } }),
} satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (canvas: ReturnType<typeof within>) => canvas.findByRole('textbox', { name: /^Name/ });
const usernameField = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: /^Username/ });
const save = (canvas: ReturnType<typeof within>, label = 'Save') => userEvent.click(canvas.getByRole('button', { name: label }));

/** The user's name and username to change; status, group and login types shown; the ban in the History panel, then this change. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameField(canvas);
    await expect(name).toHaveValue('Ibrahim Khan');
    await expect(usernameField(canvas)).toHaveValue('ibrahim.khan@example.com');
    await expect(canvas.getByText('Posted abusive comments in the community.', { selector: 'dd bdi' })).toBeVisible();
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Ban reason');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ibrahim Khan Yusufzai');
    await save(canvas);
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await expect(await within(history).findByText('Amina Rahman changed it')).toBeVisible();
  },
};

/** A user who outranks the viewer: shown with a note why, and no form to change their account. */
export const Outranked: Story = {
  beforeEach: () => userRows.reset(usersContract.userFixtures.map((user) => (user.userId === 104 ? { ...user, outranksYou: true } : user))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This user holds permissions you do not hold yourself, so you can see their account but not change it.')).toBeVisible();
    await expect(canvas.getByText('ibrahim.khan@example.com')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** Name and username left empty: the spec's words, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await nameField(canvas));
    await userEvent.clear(usernameField(canvas));
    await save(canvas);
    await expect(await canvas.findByText(USER_MESSAGES.name)).toBeVisible();
    await expect(await canvas.findByText(USER_MESSAGES.username)).toBeVisible();
  },
};

/** The server refuses a username another user has: its words above the form and at the field; what was typed stays. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(users.calls.update!, () =>
          HttpResponse.json({ success: false, message: USER_MESSAGES.usernameTaken, fields: { username: USER_MESSAGES.usernameTaken } }, { status: 409 }),
        ),
        ...groupHandlers,
        ...userRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await nameField(canvas);
    await userEvent.clear(usernameField(canvas));
    await userEvent.type(usernameField(canvas), 'admin@example.com');
    await save(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(USER_MESSAGES.usernameTaken);
    await expect(usernameField(canvas)).toHaveValue('admin@example.com');
  },
};

/** The edit screen right to left, its required message in Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'صارف میں ترمیم' })).toBeVisible();
    await userEvent.clear(await canvas.findByRole('textbox', { name: /^نام/ }));
    await save(canvas, 'محفوظ کریں');
    await expect(await canvas.findByText('براہ کرم نام درج کریں')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

const standard = resourceRecordStories({
  resource: users,
  rows: userRows,
  existingPath: EDIT_PATH,
  missingPath: '/users/edit/999',
  notFoundText: USER_MESSAGES.notFound,
  isLoaded: async (canvas) => expect(await nameField(canvas)).toHaveValue('Ibrahim Khan'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
