import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { contractHandler, makePng, resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { BusinessUsersPage } from './BusinessUsersPage';
import { badshahi, businessRows, businessScreenHandlers, uploaded } from './storyFixtures';

const { businessUsers } = siteContract;
const CREATE_PATH = '/local-community/business-user/create';
const EDIT_PATH = `/local-community/business-user/edit/${badshahi.userId}`;

const meta = {
  title: 'pages/local-community/business-users/BusinessUserScreens',
  tags: ['autodocs'],
  component: BusinessUsersPage,
  ...resourceStoryFrame(businessRows, {
    route: '/local-community/business-user/*',
    path: CREATE_PATH,
    handlers: businessScreenHandlers,
    viewport: { width: 1000, height: 1300 },
    beforeEach: () => Object.assign(uploaded, { userId: null, fileName: null }),
  }),
} satisfies Meta<typeof BusinessUsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const cityBox = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: /^City/ });

/** Types the start of a city's name and chooses the city from what the search found. */
async function chooseCity(canvasElement: HTMLElement, typed: string, option: string) {
  const city = await cityBox(canvasElement);
  await userEvent.clear(city);
  await userEvent.type(city, typed);
  await userEvent.click(await body(canvasElement).findByRole('option', { name: option }, { timeout: 4000 }));
}

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Data Darbar Langar');
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'langar@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Langar!2345');
  await userEvent.click(canvas.getByRole('button', { name: /Business type/ }));
  await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Halal Food' }));
  await chooseCity(canvasElement, 'Lah', 'Lahore, Pakistan');
}

const form = resourceFormStories({
  resource: businessUsers,
  rows: businessRows,
  handlers: businessScreenHandlers,
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Business Users',
  fill: fillValid,
  requiredMessages: ['Enter the business name.', 'Enter a valid e-mail address.', 'Enter a password.', 'Choose the business type.', 'Choose the city.'],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'کاروبار کا نام درج کریں۔' },
  kept: { label: /^Name/, value: 'Data Darbar Langar' },
  refusal: { status: 409, message: 'An account with this e-mail already exists.', fields: { email: 'An account with this e-mail already exists.' } },
  change: async (canvas) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Badshahi Mosque Trust'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Badshahi Mosque Foundation');
  },
});
/** Register a business: its account and place go as register-business; then the list. */
export const Create: Story = form.Create;
/** An empty Save shows the words at each required field and sends nothing. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses the e-mail: the spec's failure title, its reason, and everything typed stays. */
export const SaveFailed: Story = { ...form.SaveFailed, parameters: { ...form.SaveFailed.parameters, screenshot: { skip: true } } };
/** The edit form without password and description, the stored picture and the History; Save updates it. */
export const Edit: Story = {
  ...form.Edit,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Current picture' })).toBeVisible();
    await expect(canvas.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /^Place description/ })).not.toBeInTheDocument();
    await expect(await cityBox(context.canvasElement)).toHaveValue('Lahore, Pakistan');
    await form.Edit.play(context);
  },
};
export const Urdu: Story = form.Urdu;

/** Two letters ask nothing; 'Lah' finds Lahore, and choosing it fills the country, latitude and longitude. */
export const CityPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = await cityBox(canvasElement);
    await userEvent.type(city, 'La');
    await expect(await body(canvasElement).findByText('Type at least 3 letters.')).toBeVisible();
    await userEvent.type(city, 'h');
    await expect(await body(canvasElement).findByRole('option', { name: 'Lahti, Finland' }, { timeout: 4000 })).toBeVisible();
    await userEvent.click(body(canvasElement).getByRole('option', { name: 'Lahore, Pakistan' }));
    await expect(canvas.getByRole('textbox', { name: /^Country/ })).toHaveValue('Pakistan');
    await expect(canvas.getByRole('textbox', { name: /^Latitude/ })).toHaveValue('31.558');
    await expect(canvas.getByRole('textbox', { name: /^Longitude/ })).toHaveValue('74.35071');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(city).toHaveValue('Lahore, Pakistan');
  },
};

/**
 * A city chosen stays chosen while the user pauses and leaves the field: it had been searched for by its own
 * words once typing paused, and leaving the field then emptied it ('Choose the city.' at Save).
 */
export const KeepsTheCityThroughAPause: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    // Longer than the search waits for typing to pause.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.tab();
    await expect(await cityBox(canvasElement)).toHaveValue('Lahore, Pakistan');
    await expect(canvas.getByRole('textbox', { name: /^Country/ })).toHaveValue('Pakistan');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
  },
};

/** A picture of 250 KB or more is refused at once, in the spec's words. */
export const ImageTooLarge: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, await makePng('shop.png', 60, 40, 250 * 1024 + 10));
    await expect(await within(canvasElement).findByText('Image size must be less than 250KB!')).toBeVisible();
  },
};

/** A picture chosen in the form is uploaded through profile/image/upload/user once the record has its id. */
export const UploadsThePictureAfterSaving: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type=file]')!, await makePng('langar.png', 60, 40));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Record added successfully!')).toBeVisible();
    await expect(uploaded).toEqual({ userId: '3007', fileName: 'langar.png' });
  },
};

/** A refusal of update-business naming its own field (`cityName`) shows at the form's City, with the spec's failure title. */
export const EditRefusedAtTheField: Story = {
  parameters: {
    path: EDIT_PATH,
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(businessUsers.calls.update!, () => HttpResponse.json({ success: false, message: 'Choose the city.', fields: { cityName: 'Choose the city.' } }, { status: 400 })),
        ...businessScreenHandlers,
        ...businessRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Badshahi Mosque Trust'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong, please try again!');
    await expect(await cityBox(canvasElement)).toHaveAccessibleDescription(/Choose the city\./);
  },
};

const standard = resourceRecordStories({
  resource: businessUsers,
  rows: businessRows,
  existingPath: EDIT_PATH,
  missingPath: '/local-community/business-user/edit/999',
  notFoundText: 'This business user does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Badshahi Mosque Trust'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
