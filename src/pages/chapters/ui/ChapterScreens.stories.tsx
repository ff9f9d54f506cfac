import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chaptersContract, contractFixtures, coursesContract, playlistContract } from '@/shared/api';
import { changedOnce, contractHandler, expectReadOnly, memoryResource, resourceRecordStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { ChaptersPage } from './ChaptersPage';

const { chapters, CHAPTER_MESSAGES } = chaptersContract;
const noonSakinah = contractFixtures.chapterFixtures.find((chapter) => chapter.titleEn === 'Noon Sakinah and Tanween')!;
const qalqalah = contractFixtures.chapterFixtures.find((chapter) => chapter.titleEn === 'Qalqalah')!;
const chapterRows = memoryResource(chapters, contractFixtures.chapterFixtures, {
  // As the server does, a chapter without an Arabic sign has none in its record.
  derived: ({ arabicSignId }) => (arabicSignId === null ? { arabicSignId: undefined } : {}),
  actions: { changeStatus: (_, request) => ({ status: chaptersContract.chapterStatus.parse(new URL(request.url).searchParams.get('status')) }) },
  history: changedOnce(noonSakinah.id, '2026-11-20T13:30:00.000Z', [{ field: 'status', from: 'PUBLISH', to: 'UNPUBLISHED' }]),
});
const videos = contractFixtures.courseVideoTitleFixtures;
const lookups = [
  contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.chapterCourseFixtures)),
  contractHandler(playlistContract.videoTitleSummary, () => HttpResponse.json({ content: videos, totalRecords: videos.length, pageNumber: 1, totalPages: 1 })),
];
/** What the last add sent. */
let sent: Record<string, unknown> | null = null;
const EDIT_PATH = `/chapters/edit/${noonSakinah.id}`;
const VIEW_PATH = `/chapters/view/${noonSakinah.id}`;

const meta = {
  title: 'pages/chapters/ChapterScreens',
  tags: ['autodocs'],
  component: ChaptersPage,
  ...resourceStoryFrame(chapterRows, { route: '/chapters/*', path: EDIT_PATH, handlers: lookups, viewport: { width: 1100, height: 900 } }),
} satisfies Meta<typeof ChaptersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = () => within(document.body);
const valueOf = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

async function choose(canvas: Canvas, field: RegExp, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: field }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

/** Fills every field the list's course leaves, as a staff member would. */
async function fillValid(canvas: Canvas) {
  await choose(canvas, /Course Access/, 'Locked');
  await userEvent.type(canvas.getByRole('textbox', { name: /Lesson Count/ }), '4');
  await userEvent.type(canvas.getByRole('textbox', { name: /Duration/ }), '35');
  await choose(canvas, /Type/, 'Default');
  await userEvent.type(canvas.getByRole('textbox', { name: /Arabic Title/ }), 'الإدغام');
  await userEvent.type(canvas.getByRole('textbox', { name: /English Title/ }), 'Idgham in Depth');
  await userEvent.type(canvas.getByRole('combobox', { name: /Video Title/ }), 'Noon');
  await userEvent.click(await page().findByRole('option', { name: 'Rules of Noon Sakinah and Tanween' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Merging one letter into the next.');
}

/**
 * Add Chapter from the list: its course is chosen already and the Arabic title is typed right to left;
 * after saving, the spec's words, then that course's list 2 s later.
 */
export const Create: Story = {
  parameters: {
    path: '/chapters/create?courseId=1',
    screenshot: { skip: true },
    msw: {
      handlers: [
        ...lookups,
        contractHandler(chapters.calls.create!, async ({ request }) => {
          sent = (await request.json()) as Record<string, unknown>;
          // As the server does: no sign is left out, and a new chapter is NEW.
          const { arabicSignId: _none, ...input } = sent;
          return HttpResponse.json({ success: true, message: 'Record added successfully!', data: { ...input, id: 11, status: 'NEW' } });
        }),
        ...chapterRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Chapter' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chapters' })).toHaveAttribute('href', '/chapters?courseId=1');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Course/ })).toHaveValue('Tajweed Basics'));
    const arabic = canvas.getByRole('textbox', { name: /Arabic Title/ });
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByRole('button', { name: /Arabic Sign/ })).toHaveTextContent('None');
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    // Course Access goes as `locked`, and no sign as null.
    await expect(sent).toMatchObject({ courseId: 1, locked: true, lessonCount: 4, arabicSignId: null, titleAr: 'الإدغام' });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chapters' }, { timeout: 4000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue('Tajweed Basics'));
  },
};

/** Save with nothing filled in: every required field says so in the spec's words. */
export const Invalid: Story = {
  parameters: { path: '/chapters/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(CHAPTER_MESSAGES.course)).toBeVisible();
    await expect(canvas.getByText(CHAPTER_MESSAGES.access)).toBeVisible();
    await expect(canvas.getAllByText(CHAPTER_MESSAGES.number)).toHaveLength(2);
    await expect(canvas.getByText(CHAPTER_MESSAGES.titleAr)).toBeVisible();
    await expect(canvas.getByText(CHAPTER_MESSAGES.titleEn)).toBeVisible();
    await expect(canvas.getByText(CHAPTER_MESSAGES.type)).toBeVisible();
    await expect(canvas.getByText(CHAPTER_MESSAGES.description)).toBeVisible();
    await expect(canvas.getByText(CHAPTER_MESSAGES.videoTitle)).toBeVisible();
  },
};

/** The server refuses a title: the spec's chapter failure text with the reason, the field marked, everything as typed. */
export const SaveFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        ...lookups,
        contractHandler(chapters.calls.update!, () =>
          HttpResponse.json({ success: false, message: CHAPTER_MESSAGES.sameTitleEn, fields: { titleEn: CHAPTER_MESSAGES.sameTitleEn } }, { status: 409 }),
        ),
        ...chapterRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = await canvas.findByRole('textbox', { name: /English Title/ });
    await userEvent.clear(english);
    await userEvent.type(english, 'The Throat Letters');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(CHAPTER_MESSAGES.saveFailed);
    await expect(alert).toHaveTextContent(CHAPTER_MESSAGES.sameTitleEn);
    await waitFor(() => expect(english).toHaveAttribute('aria-invalid', 'true'));
    await expect(english).toHaveValue('The Throat Letters');
    await expect(canvas.getByRole('textbox', { name: /Arabic Title/ })).toHaveValue(noonSakinah.titleAr);
  },
};

/** /chapters/edit/{chapterId}: the form as saved, who changed the chapter below it, and after saving the chapter's course's list. */
export const EditWithHistory: Story = {
  parameters: { screenshot: { viewport: { width: 1100, height: 1180 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /English Title/ })).toHaveValue('Noon Sakinah and Tanween');
    await expect(canvas.getByRole('button', { name: /Course Access/ })).toHaveTextContent('Locked');
    await expect(canvas.getByRole('button', { name: /Type/ })).toHaveTextContent('Default');
    await expect(canvas.getByRole('button', { name: /Arabic Sign/ })).toHaveTextContent('Double Fathah');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Video Title/ })).toHaveValue('Rules of Noon Sakinah and Tanween'));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Chapters' })).toHaveAttribute('href', '/chapters?courseId=1'));
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Status: PUBLISH → UNPUBLISHED');
  },
};

/** Saving an edit goes back to the list of the chapter's course 2 s after the spec's words. */
export const SavedGoesBack: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Video Title/ })).toHaveValue('Rules of Noon Sakinah and Tanween'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chapters' }, { timeout: 4000 })).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'Chapters' })).toBeVisible();
  },
};

/** /chapters/view/{chapterId}: every field read-only, its course by name, Edit and Publish, and the History. */
export const View: Story = {
  parameters: { path: VIEW_PATH, screenshot: { viewport: { width: 1100, height: 1000 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'View Chapter' })).toBeVisible();
    await expect(await canvas.findByText('Noon Sakinah and Tanween')).toBeVisible();
    await waitFor(() => expect(valueOf(canvasElement, 'Course')).toHaveTextContent('Tajweed Basics'));
    await expect(valueOf(canvasElement, 'Type')).toHaveTextContent('Default');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Chapters' })).toHaveAttribute('href', '/chapters?courseId=1');
    await expect(await canvas.findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expectReadOnly(canvasElement);
  },
};

/** A Shapes chapter shows its type as Shapes (the spec's view maps 2 to Shapes). */
export const ViewShapes: Story = {
  parameters: { path: `/chapters/view/${qalqalah.id}`, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Qalqalah');
    await expect(valueOf(canvasElement, 'Type')).toHaveTextContent('Shapes');
  },
};

/** An unpublished chapter is published from its view; the change shows at once, in its status and its history; Edit opens the form. */
export const PublishFromView: Story = {
  parameters: { path: VIEW_PATH, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    await expect(await page().findByText('Status updated successfully!')).toBeVisible();
    await waitFor(() => expect(valueOf(canvasElement, 'Status')).toHaveTextContent('Published'));
    await expect(await canvas.findByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(await canvas.findByText('Amina Rahman changed it')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Chapter' })).toBeVisible();
  },
};

/** The viewer reads the chapter with neither Edit nor Publish. */
export const ViewPermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  parameters: { path: VIEW_PATH, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Noon Sakinah and Tanween')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  },
};

const standard = resourceRecordStories({
  resource: chapters,
  rows: chapterRows,
  existingPath: EDIT_PATH,
  missingPath: '/chapters/edit/99',
  notFoundText: CHAPTER_MESSAGES.notFound,
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /English Title/ })).toHaveValue('Noon Sakinah and Tanween'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;

/** Right to left: the Urdu form around the Arabic title, and the spec's messages in Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  parameters: { screenshot: { viewport: { width: 1100, height: 1180 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'باب میں ترمیم' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /عربی عنوان/ })).toHaveValue('أحكام النون الساكنة والتنوين'));
    await userEvent.clear(canvas.getByRole('textbox', { name: /انگریزی عنوان/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم درست عنوان درج کریں')).toBeVisible();
  },
};
