import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, coursesContract, instructorsContract, playlistContract, uploadsContract } from '@/shared/api';
import { contractHandler, makePng, signedInAs, uploadTarget } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { CourseForm } from './CourseForm';

const course = contractFixtures.masterclassCourseFixture;
const UPLOAD_URL = uploadTarget('story-course');
/** What the form sent to POST course or PUT course/{id}, newest last. */
const sent: coursesContract.CourseInput[] = [];

const record = (reply: () => Response | Promise<Response>): HttpResponseResolver => async ({ request }) => {
  sent.push((await request.json()) as coursesContract.CourseInput);
  return reply();
};

const handlers = (save: HttpResponseResolver = record(() => HttpResponse.json({}))) => [
  contractHandler(playlistContract.videoTitleSummary, () =>
    HttpResponse.json({ content: contractFixtures.courseVideoTitleFixtures, totalRecords: 12, pageNumber: 1, totalPages: 1 }),
  ),
  contractHandler(instructorsContract.instructorNameSummary, () =>
    HttpResponse.json(contractFixtures.instructorFixtures.map(({ id, name }) => ({ id, name }))),
  ),
  contractHandler(uploadsContract.presignedUrl, ({ request }) => {
    const name = new URL(request.url).searchParams.get('fileName') ?? 'file';
    return HttpResponse.json({ url: UPLOAD_URL, imageKey: `course-image/story-${name}` });
  }),
  http.put(UPLOAD_URL, () => new HttpResponse(null, { status: 200 })),
  contractHandler(coursesContract.createCourse, save),
  contractHandler(coursesContract.updateCourse, save),
];

const meta = {
  title: 'features/save-course/CourseForm',
  component: CourseForm,
  args: { onDone: fn(), onCancel: fn() },
  beforeEach: () => {
    sent.length = 0;
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { msw: { handlers: handlers() }, screenshot: { viewport: { width: 1100, height: 4600 } } },
  // The save's toast shows where the page's region would have it.
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
} satisfies Meta<typeof CourseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const choose = async (canvas: Canvas, group: string | RegExp, option: string) =>
  userEvent.click(within(canvas.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }));

/** The hidden file input of the FileDrop whose label starts with `label`. */
function fileInput(canvasElement: HTMLElement, label: string): HTMLInputElement {
  const title = within(canvasElement).getByText((_, element) => element?.tagName === 'SPAN' && element.firstChild?.textContent === label);
  const input = title.parentElement?.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error(`No file input for ${label}`);
  return input;
}

async function pick(canvas: Canvas, combobox: string, typed: string, option: string) {
  await userEvent.type(canvas.getByRole('combobox', { name: combobox }), typed);
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
}

/** Everything a new MASTERCLASS course needs (or a BASIC one, which needs no sharable link or video). */
async function fillRequired(canvasElement: HTMLElement, type: 'Masterclass' | 'Basic' = 'Masterclass') {
  const canvas = within(canvasElement);
  await choose(canvas, 'Course access', 'Open');
  await choose(canvas, 'Course type', type);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Duration (hours)' }), '8');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Duration (minutes)' }), '45');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Rank' }), '7');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Seerah for Families');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Alias' }), 'seerah-families');
  await choose(canvas, 'Price type', 'Free');
  await choose(canvas, 'Does the course have parts?', 'No');
  await choose(canvas, 'Show student testimonials?', 'No');
  await choose(canvas, 'Is the community enabled?', 'Yes');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Survey link' }), 'https://example.com/survey');
  if (type === 'Masterclass') {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Sharable link' }), 'https://example.com/academy/seerah');
    await pick(canvas, 'Intro video title', 'Tajweed', 'Tajweed Basics: Introduction');
  }
  await userEvent.upload(fileInput(canvasElement, 'Course image'), await makePng('seerah.png', 320, 180));
  await choose(canvas, 'Thumbnail background', 'Dark');
  await choose(canvas, 'Is external content available?', 'No');
  await pick(canvas, 'Instructor name', 'Bil', 'Bilal Ahmed');
  return canvas;
}

/** Add mode: the spec's defaults (RECORDED, NON_RECURRING) are chosen, the rest is empty and grouped under headings. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const heading of ['Course basics', 'Descriptions', 'Subscription and price', 'Parts', 'Images and video', 'Instructors']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(canvas.getByRole('radio', { name: 'Recorded' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Non-recurring' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Seerah');
    await expect(canvas.getAllByTestId('character-counter')[0]).toHaveTextContent('6 / 80');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Duration (hours)' }), '2');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Duration (minutes)' }), '5x7');
    await expect(canvas.getByRole('textbox', { name: 'Duration (minutes)' })).toHaveValue('57');
    await expect(canvas.getByTestId('duration-preview')).toHaveTextContent('2h 57m');
  },
};

/** Save on an empty form: every required message, focus on the first field to fix, nothing sent. */
export const ValidationErrors: Story = {
  parameters: { screenshot: { viewport: { width: 1100, height: 7000 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please select Course Type!')).toBeVisible();
    for (const text of [
      'Please select course access',
      'Select course price type',
      'Please select Course Parts',
      'Please select student testimonial',
      'Please select community option',
      'Enter Survey Link',
      'Enter Sharable Link',
      'Please upload Course image',
      'Please select Thumbnail Background',
      'Please select Video Title',
      'Please select external content availability',
      'Select Instructor name',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getAllByText('Enter a valid number')).toHaveLength(3);
    await expect(canvas.getAllByText('Enter a valid title')).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Open' })).toHaveFocus());

    // The rows behind each answer have their own messages.
    await choose(canvas, 'Course type', 'Masterclass');
    await choose(canvas, 'Does the course have parts?', 'Yes');
    await choose(canvas, 'Show student testimonials?', 'Yes');
    await choose(canvas, 'Is external content available?', 'Yes');
    await userEvent.click(canvas.getByRole('button', { name: 'Add benefit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add subscription detail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add objective' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Gives a completion certificate' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add milestone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const text of [
      'Missing benefits',
      'Missing subscription detail',
      'Enter part name',
      'Please select Course Sub Parts',
      'Missing student name',
      'Missing rating',
      'Missing testimonial',
      'Missing objective',
      'Please select completion criteria',
      'Select a content type',
      'Enter a title',
    ]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
    await expect(canvas.getAllByText('Milestone fields are all required')).toHaveLength(6);
    await expect(sent).toHaveLength(0);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Choosing BASIC hides the subtype and the occurrence, and the course is sent RECORDED and NON_RECURRING. */
export const BasicHidesSubtype: Story = {
  parameters: { screenshot: { viewport: { width: 1100, height: 1000 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, 'Course type', 'Masterclass');
    await choose(canvas, 'Course subtype', 'Live');
    await choose(canvas, 'Occurrence type', 'Recurring');
    await expect(canvas.getByRole('group', { name: 'Batch settings' })).toBeVisible();

    await fillRequired(canvasElement, 'Basic');
    await expect(canvas.queryByRole('radiogroup', { name: 'Course subtype' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radiogroup', { name: 'Occurrence type' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Batch settings' })).not.toBeInTheDocument();
    await expect(canvas.getByTestId('basic-note')).toHaveTextContent('Basic courses are always recorded and never recur.');

    // No sharable link and no video: a BASIC course needs neither.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [body] = sent;
    await expect(body?.basicInfo).toMatchObject({ type: 'BASIC', subType: 'RECORDED', occurrenceType: 'NON_RECURRING', sharableLink: '' });
    await expect(body?.batchConfigInfo).toBeNull();
    await expect(body?.contentInfo.introVideoId).toBeNull();
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    canvas.getByRole('heading', { name: 'Course basics' }).scrollIntoView({ block: 'start' });
  },
};

/** A RECURRING HYBRID course needs its batch capacity and start. */
export const RecurringNeedsBatch: Story = {
  parameters: { screenshot: { viewport: { width: 1100, height: 1700 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, 'Course type', 'Masterclass');
    await choose(canvas, 'Course subtype', 'Hybrid');
    await choose(canvas, 'Occurrence type', 'Recurring');
    const batch = canvas.getByRole('group', { name: 'Batch settings' });
    await expect(within(batch).getByText('Hybrid and live batches need a start and a maximum enrollment capacity.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(batch).findByText('Please provide maximum enrollment capacity')).toBeVisible();
    await expect(within(batch).getByText('Select start date and time')).toBeVisible();
    canvas.getByRole('heading', { name: 'Schedule' }).scrollIntoView({ block: 'start' });
  },
};

/** A LOCKED course needs the store purchase id; another access does not. */
export const LockedNeedsStoreId: Story = {
  parameters: { screenshot: { viewport: { width: 1100, height: 1100 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvas, 'Course access', 'Locked');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter store purchase ID')).toBeVisible();
    await choose(canvas, 'Course access', 'Open');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.queryByText('Enter store purchase ID')).not.toBeInTheDocument());
    await choose(canvas, 'Course access', 'Locked');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Store purchase ID' }), 'academy.seerah');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.queryByText('Enter store purchase ID')).not.toBeInTheDocument());
    canvas.getByRole('heading', { name: 'Subscription and price' }).scrollIntoView({ block: 'start' });
  },
};

/** Pictures over 1 MB, or outside 50–1500 px wide and 20–1200 px high, are refused before anything is sent. */
export const ImageTooLarge: Story = {
  parameters: { screenshot: { viewport: { width: 1100, height: 900 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement, 'Course image'), await makePng('large.png', 60, 40, 1024 * 1024 + 10));
    await expect(await canvas.findByText('Image must be smaller than 1MB!')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement, 'Thumbnail image'), await makePng('wide.png', 1600, 40));
    await expect(await canvas.findByText('Image width must be greater than 50px and less than 1500px')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement, 'Video thumbnail'), await makePng('flat.png', 60, 10));
    await expect(await canvas.findByText('Image height must be greater than 20px and less than 1200px')).toBeVisible();
    canvas.getByRole('heading', { name: 'Images and video' }).scrollIntoView({ block: 'start' });
  },
};

export const Saving: Story = {
  parameters: {
    msw: {
      handlers: handlers(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    },
    screenshot: { viewport: { width: 1100, height: 700 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    canvas.getByRole('button', { name: /Save/ }).scrollIntoView({ block: 'end' });
  },
};

/** The image goes up first, then the course (the reply is empty); the message shows and the list follows 2 s later. */
export const Saved: Story = {
  parameters: { screenshot: { viewport: { width: 1100, height: 700 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    const [body] = sent;
    await expect(body?.basicInfo).toMatchObject({ imagePath: 'course-image/story-seerah.png', isPublished: false, subType: 'RECORDED' });
    await expect(body?.overviewInfo.duration).toBe('8h 45m');
    await expect(body?.instructorIds).toEqual([1]);
    await expect(body?.contentInfo.introVideoId).toBe('vid-tajweed-intro');
    await expect(body?.subscriptionInfo).toMatchObject({ priceType: 'FREE', price: 0 });
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 3000 });
    canvas.getByRole('button', { name: 'Save' }).scrollIntoView({ block: 'end' });
  },
};

/** The server refuses: its message shows, the field it names is marked, and everything typed stays. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        record(() =>
          HttpResponse.json(
            { success: false, message: 'A course with this alias already exists.', fields: { 'basicInfo.alias': 'A course with this alias already exists.' } },
            { status: 400 },
          ),
        ),
      ),
    },
    screenshot: { viewport: { width: 1100, height: 900 } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The course was not saved');
    await expect(alert).toHaveTextContent('A course with this alias already exists.');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Seerah for Families');
    await expect(canvas.getByRole('textbox', { name: 'Alias' })).toHaveValue('seerah-families');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Alias' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Alias' })).toHaveAccessibleDescription(/A course with this alias already exists\./);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Edit mode: the saved course fills every section; the update keeps its publish state and part ids. */
export const Edit: Story = {
  args: { course },
  parameters: {
    msw: { handlers: handlers(record(() => HttpResponse.json({ success: true, message: 'Record updated successfully!' }))) },
    screenshot: { viewport: { width: 1100, height: 2500 } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Tajweed Basics');
    await expect(canvas.getByRole('textbox', { name: 'Duration (hours)' })).toHaveValue('12');
    await expect(canvas.getByRole('textbox', { name: 'Duration (minutes)' })).toHaveValue('30');
    await expect(canvas.getByRole('radio', { name: 'Locked' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Part 2 name' })).toHaveValue('Noon and Meem Sakinah');
    await expect(canvas.getByRole('textbox', { name: 'Testimonial 1 student name' })).toHaveValue('Ayesha Malik');
    await expect(canvas.getByRole('textbox', { name: 'Milestone 1 title' })).toHaveValue('Halfway there');
    await expect(canvas.getByRole('textbox', { name: 'Content 1 community link' })).toHaveValue('https://example.com/community/tajweed');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Intro video title' })).toHaveValue('Tajweed Basics: Introduction'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    const [body] = sent;
    await expect(body?.basicInfo).toMatchObject({ isPublished: true, completionCriteria: ['VIDEO_LEC', 'ASSIGNMENT'] });
    // Pictures left alone are left out, so the stored ones stay.
    await expect(body?.basicInfo).not.toHaveProperty('imagePath');
    await expect(body?.parts?.map((part) => part.id)).toEqual([1, 2, 3]);
    await expect(body?.overviewInfo.completionCriteria).toEqual({ 'part-1': ['VIDEO_LEC'], 'part-2': ['VIDEO_LEC', 'ASSIGNMENT'] });
    await expect(body?.overviewInfo.milestones?.[0]?.badgeImagePath).toBe('course-image/badge-halfway.png');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 3000 });
    canvas.getByRole('heading', { name: 'Objectives, certificate and milestones' }).scrollIntoView({ block: 'start' });
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم کورس کی قسم منتخب کریں!')).toBeVisible();
    await expect(canvas.getByText('براہ کرم کورس کی تصویر اپ لوڈ کریں')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    canvas.getByRole('heading', { name: 'کورس کی بنیادی معلومات' }).scrollIntoView({ block: 'start' });
  },
};
