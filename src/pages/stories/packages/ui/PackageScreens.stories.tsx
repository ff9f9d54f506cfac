import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storiesContract } from '@/shared/api';
import { expectReadOnly, resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { PackagesPage } from './PackagesPage';
import { packageRows, packageScreenHandlers, pastPackage, upcomingPackage } from './storyFixtures';

const { videoPackages, PACKAGE_MESSAGES: M } = storiesContract;
const CREATE_PATH = '/package-management/create';
const EDIT_PATH = `/package-management/edit/${upcomingPackage.id}`;
const VIEW_PATH = `/package-management/view/${pastPackage.id}`;
/** A day after any day these stories run on: the form refuses days before yesterday. */
const LATER_DAY = '2030-06-01';

const meta = {
  title: 'pages/stories/packages/PackageScreens',
  tags: ['autodocs'],
  component: PackagesPage,
  ...resourceStoryFrame(packageRows, { route: '/package-management/*', path: CREATE_PATH, handlers: packageScreenHandlers, viewport: { width: 1000, height: 1100 } }),
} satisfies Meta<typeof PackagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const escaped = (text: string) => new RegExp(text.replace(/[()]/g, '\\$&'));

async function typeDay(canvasElement: HTMLElement, day: string) {
  const field = within(canvasElement).getByRole('group', { name: /Publish Date/ });
  await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(day.replaceAll('-', ''));
}

/** Types words into 'Add a video' and takes the first video found. */
async function addVideo(canvasElement: HTMLElement, words: string) {
  await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Add a video' }), words);
  const [option] = await within(await body(canvasElement).findByRole('listbox')).findAllByRole('option', { name: new RegExp(words, 'i') });
  const title = option!.textContent ?? '';
  await userEvent.click(option!);
  return within(canvasElement).findByRole('group', { name: title });
}

async function chooseCountry(canvasElement: HTMLElement, video: HTMLElement, name: string) {
  await userEvent.type(within(video).getByRole('combobox', { name: /Countries/ }), name.slice(0, 4));
  await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name }));
}

/** Tomorrow's-style package: a day, two videos for Pakistan and Saudi Arabia (the second takes the first's countries). */
async function fillValid(canvasElement: HTMLElement) {
  await typeDay(canvasElement, LATER_DAY);
  const first = await addVideo(canvasElement, 'Ramadan');
  await chooseCountry(canvasElement, first, 'Pakistan');
  await chooseCountry(canvasElement, first, 'Saudi Arabia');
  const second = await addVideo(canvasElement, 'Wudu');
  await expect(second).toHaveTextContent('Saudi Arabia');
}

const form = resourceFormStories({
  resource: videoPackages,
  rows: packageRows,
  handlers: packageScreenHandlers,
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Package Management',
  fill: fillValid,
  requiredMessages: [M.publishedAt, M.name, M.videos],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'اشاعت کی تاریخ منتخب کریں' },
  kept: { label: /^Name/, value: LATER_DAY },
  refusal: { status: 400, message: M.unknownVideo, fields: { 'videos.1.videoId': M.unknownVideo } },
  change: async (canvas) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue(upcomingPackage.name));
    await userEvent.clear(name);
    await userEvent.type(name, 'Friday reminders');
  },
});
/** /package-management/create: the day names the package, two videos found by words, then the list; the countries are kept in the browser for next time. */
export const Create: Story = {
  ...form.Create,
  play: async (context) => {
    await form.Create.play(context);
    await expect(JSON.parse(localStorage.getItem('stories.countries.en') ?? '{}')).toMatchObject({ content: expect.arrayContaining([{ countryCode: 'PK', countryName: 'Pakistan' }]) });
  },
};
/** Saving an empty form shows the spec's 'Select Publish Date' and 'Please select atleast one video'. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses a video: the spec's failure words, the reason at the video, and everything chosen stays. */
export const SaveFailed: Story = {
  ...form.SaveFailed,
  play: async (context) => {
    await form.SaveFailed.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.saveFailed);
    await expect(canvas.getAllByRole('group', { name: /Ramadan|Wudu/ })).toHaveLength(2);
  },
};
/** The edit form of a package to come, filled in: its day, name and ranked videos with their countries, and its History. */
async function editFormShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('group', { name: escaped(upcomingPackage.videos[0]!.title) });
  await expect(canvas.getAllByRole('textbox', { name: /^Rank/ }).map((rank) => (rank as HTMLInputElement).value)).toEqual(upcomingPackage.videos.map((video) => String(video.videoRank)));
  await expect(await within(await canvas.findByRole('region', { name: 'History' })).findByText('Yusuf Qureshi changed it')).toBeVisible();
}
/** /package-management/edit/{PackageManagementId} of a package to come, as it opens. */
export const EditForm: Story = {
  parameters: { path: EDIT_PATH },
  play: async ({ canvasElement }) => editFormShown(canvasElement),
};
/** Renaming it and saving: 'Record updated successfully!', and the change in the History panel (the page then goes back to the list, so no picture). */
export const Edit: Story = {
  ...form.Edit,
  parameters: { ...form.Edit.parameters, screenshot: { skip: true } },
  play: async (context) => {
    await editFormShown(context.canvasElement);
    await form.Edit.play(context);
  },
};
export const Urdu: Story = form.Urdu;

/** Ranks must be whole numbers from 1, each once; a video needs a country; a day before yesterday is refused. */
export const RanksAndCountries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeDay(canvasElement, '2020-01-01');
    const first = await addVideo(canvasElement, 'Ramadan');
    await addVideo(canvasElement, 'Badr');
    const ranks = canvas.getAllByRole('textbox', { name: /^Rank/ });
    await userEvent.clear(ranks[1]!);
    await userEvent.type(ranks[1]!, '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(M.publishedTooEarly)).toBeVisible();
    await expect(await canvas.findByText(M.rankTaken)).toBeVisible();
    await expect(within(first).getByText(M.countries)).toBeVisible();
  },
};

/** Words no title holds: the picker says so. */
export const NoVideoFound: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Add a video' }), 'zzz');
    await expect(await within(await body(canvasElement).findByRole('listbox')).findByText('No video has these words in its title')).toBeVisible();
    // Leaving the field closes the list.
    await userEvent.click(canvasElement.querySelector('h1')!);
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Removing a video takes it out of the form; the picker offers it again. */
export const RemoveVideo: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const video = await addVideo(canvasElement, 'Badr');
    const title = within(video).getByText(/Badr/).textContent ?? '';
    await userEvent.click(within(video).getByRole('button', { name: `Remove ${title}` }));
    await waitFor(() => expect(within(canvasElement).queryByRole('group', { name: title })).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('heading', { name: 'Videos (0)' })).toBeVisible();
  },
};

/** /package-management/view/{PackageManagementId}: a past package, read-only, its videos by rank with their countries. */
export const View: Story = {
  parameters: { path: VIEW_PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'View Package' })).toBeVisible();
    await canvas.findByText(escaped(pastPackage.videos[0]!.title));
    await expect(canvas.getByText('#1')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/Pakistan|Saudi Arabia|United Kingdom|Malaysia|Turkey/).length).toBeGreaterThan(0));
    await expectReadOnly(canvasElement);
  },
};

/** The view in Urdu: the countries named in Urdu, right to left. */
export const ViewUrdu: Story = {
  globals: { locale: 'ur' },
  parameters: { path: VIEW_PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'پیکج دیکھیں' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/پاکستان|سعودی عرب|برطانیہ|ملائیشیا|ترکی/).length).toBeGreaterThan(0));
  },
};

/** The edit address of a published package opens it read-only. */
export const EditOfPublishedOpensView: Story = {
  parameters: { path: `/package-management/edit/${pastPackage.id}`, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'View Package' })).toBeVisible();
    await expectReadOnly(canvasElement);
  },
};

const standard = resourceRecordStories({
  resource: videoPackages,
  rows: packageRows,
  existingPath: EDIT_PATH,
  missingPath: '/package-management/edit/999',
  notFoundText: 'This package does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue(upcomingPackage.name),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
