import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { makePng, resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { IslamicEventsPage } from './IslamicEventsPage';
import { ashura, eventRows, eventScreenHandlers, uploaded } from './storyFixtures';

const { islamicEvents } = siteContract;
const CREATE_PATH = '/islamic-event/create';
const EDIT_PATH = `/islamic-event/edit/${ashura.eventId}`;

const meta = {
  title: 'pages/local-community/islamic-events/IslamicEventScreens',
  tags: ['autodocs'],
  component: IslamicEventsPage,
  ...resourceStoryFrame(eventRows, {
    route: '/islamic-event/*',
    path: CREATE_PATH,
    handlers: eventScreenHandlers,
    viewport: { width: 1000, height: 1400 },
    beforeEach: () => Object.assign(uploaded, { eventId: null, fileName: null }),
  }),
} satisfies Meta<typeof IslamicEventsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const gregorian = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /^Gregorian date/ });

/** Opens the select named `label` and chooses `option`. */
async function choose(canvasElement: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: option }));
  await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
}

async function chooseHijri(canvasElement: HTMLElement, day: string, month: string, year: string) {
  await choose(canvasElement, /Day$/, day);
  await choose(canvasElement, /Month$/, month);
  await choose(canvasElement, /Year$/, year);
}

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), "Isra and Mi'raj");
  await userEvent.type(canvas.getByRole('textbox', { name: /^H1/ }), "Isra and Mi'raj 1448");
  await userEvent.type(canvas.getByRole('textbox', { name: /^Event group/ }), 'Rajab');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), "Isra and Mi'raj 1448");
  await userEvent.type(canvas.getByRole('textbox', { name: /^Description/ }), 'The night journey and the ascension.');
  await chooseHijri(canvasElement, '27', 'Rajab', '1448');
}

const form = resourceFormStories({
  resource: islamicEvents,
  rows: eventRows,
  handlers: eventScreenHandlers,
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Islamic Events',
  fill: fillValid,
  requiredMessages: ['Enter the event name.', 'Enter the H1 heading.', 'Enter the event group.', 'Enter the title.', 'Enter the description.'],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'تقریب کا نام درج کریں۔' },
  kept: { label: /^Name/, value: "Isra and Mi'raj" },
  refusal: { status: 409, message: 'Another Islamic event already has this slug.', fields: { slug: 'Another Islamic event already has this slug.' } },
  change: async (canvas) => {
    const group = await canvas.findByRole('textbox', { name: /^Event group/ });
    await waitFor(() => expect(group).toHaveValue('Muharram'));
    await userEvent.clear(group);
    await userEvent.type(group, 'Sacred months');
  },
});
/** Add 27 Rajab 1448: the slug followed the name; save, then the list. */
export const Create: Story = form.Create;
/** An empty Save: the words at each required field, and at each of the Hijri day, month and year. */
export const Invalid: Story = {
  ...form.Invalid,
  parameters: { ...form.Invalid.parameters, screenshot: { skip: true } },
  play: async (context) => {
    await form.Invalid.play(context);
    await expect(await within(context.canvasElement).findAllByText('Choose the Hijri day, month and year.')).toHaveLength(3);
  },
};
export const Saving: Story = form.Saving;
export const SaveFailed: Story = { ...form.SaveFailed, parameters: { ...form.SaveFailed.parameters, screenshot: { skip: true } } };
/** The stored event: its Hijri date chosen, its Gregorian date and background, and its History (the picture is taken before any Save: the list replaces the form 2 s after one). */
export const Stored: Story = {
  parameters: { path: EDIT_PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Current background' })).toBeVisible();
    await waitFor(() => expect(gregorian(canvasElement)).toHaveValue('Thursday, June 25, 2026'));
    await expect(canvas.getByRole('button', { name: /Month$/ })).toHaveTextContent('Muharram');
    await expect(await within(await canvas.findByRole('region', { name: 'History' })).findByText('Yusuf Qureshi changed it')).toBeVisible();
  },
};
/** A change saves through islamic-event/update and shows in the History. */
export const Edit: Story = { ...form.Edit, parameters: { ...form.Edit.parameters, screenshot: { skip: true } } };
export const Urdu: Story = { ...form.Urdu, parameters: { ...form.Urdu.parameters, screenshot: { skip: true } } };

/** The slug follows the name; 27 Rajab 1448 is Tuesday 5 January 2027, a day later with Pakistan's -1 and two days sooner with the UK's +2. */
export const GregorianDateFollowsTheChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), "Isra and Mi'raj");
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('isra-and-mi-raj');
    await chooseHijri(canvasElement, '27', 'Rajab', '1448');
    await expect(gregorian(canvasElement)).toHaveValue('Tuesday, January 5, 2027');
    await choose(canvasElement, /Hijri adjustment of$/, 'Pakistan (-1 days)');
    await expect(gregorian(canvasElement)).toHaveValue('Wednesday, January 6, 2027');
    await choose(canvasElement, /Hijri adjustment of$/, 'United Kingdom (2 days)');
    await expect(gregorian(canvasElement)).toHaveValue('Sunday, January 3, 2027');
  },
};

/** The Urdu panel writes the months and the Gregorian date in Urdu. */
export const UrduDate: Story = {
  globals: { locale: 'ur' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, /دن$/, '27');
    await choose(canvasElement, /مہینہ$/, 'رجب');
    await choose(canvasElement, /سال$/, '1448');
    await expect(within(canvasElement).getByRole('textbox', { name: /^عیسوی تاریخ/ })).toHaveValue('منگل، 5 جنوری، 2027');
  },
};

/** 30 Muharram 1448 does not exist (Muharram has 29 days that year): Save says so and sends nothing. */
export const DayNotInMonth: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await chooseHijri(canvasElement, '30', 'Muharram', '1448');
    await expect(gregorian(canvasElement)).toHaveValue('');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('This Hijri month has only 29 days that year: choose day 29 or earlier.')).toBeVisible();
  },
};

/** A picture of 200 KB or more, or a GIF, is refused at once in the spec's words. */
export const ImageRefused: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, await makePng('sky.png', 60, 40, 200 * 1024 + 10));
    await expect(await within(canvasElement).findByText('Image size must be less than 200KB!')).toBeVisible();
    await userEvent.upload(input, new File(['GIF89a'], 'sky.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await within(canvasElement).findByText('Only jpg, jpeg or png allowed!')).toBeVisible();
  },
};

/** A background chosen in the form is uploaded through islamic-event/upload-image once the event has its id. */
export const UploadsTheBackgroundAfterSaving: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type=file]')!, await makePng('night.png', 60, 40));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Record added successfully!')).toBeVisible();
    await expect(uploaded).toEqual({ eventId: '107', fileName: 'night.png' });
  },
};

const standard = resourceRecordStories({
  resource: islamicEvents,
  rows: eventRows,
  existingPath: EDIT_PATH,
  missingPath: '/islamic-event/edit/999',
  notFoundText: 'This Islamic event does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Ashura'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
