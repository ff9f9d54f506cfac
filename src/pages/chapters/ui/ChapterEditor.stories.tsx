import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chaptersContract, contractFixtures, coursesContract, playlistContract } from '@/shared/api';
import { contractHandler, Destination, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { ChapterEditor } from './ChapterEditor';

const noonSakinah = contractFixtures.chapterFixtures[3]!;
const videos = contractFixtures.courseVideoTitleFixtures;
const handlers = [
  contractHandler(chaptersContract.findChapter, ({ params }) =>
    Number(params.id) === noonSakinah.id
      ? HttpResponse.json(noonSakinah)
      : HttpResponse.json({ success: false, message: 'This chapter does not exist.' }, { status: 404 }),
  ),
  contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.chapterCourseFixtures)),
  contractHandler(playlistContract.videoTitleSummary, () =>
    HttpResponse.json({ content: videos, totalRecords: videos.length, pageNumber: 1, totalPages: 1 }),
  ),
  contractHandler(chaptersContract.updateChapter, () => HttpResponse.json({ success: true, message: 'Record updated successfully!' })),
];

/** The editor under its two addresses; a story's `parameters.path` picks the one it opens. */
const withRoutes: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? `/chapters/edit/${noonSakinah.id}`]}>
    <main>
      <Routes>
        <Route path="/chapters/create" element={<Story />} />
        <Route path="/chapters/edit/:chapterId" element={<Story />} />
        <Route path="*" element={<Destination />} />
      </Routes>
    </main>
  </MemoryRouter>
);

const meta = {
  title: 'pages/chapters/ChapterEditor',
  component: ChapterEditor,
  decorators: [withRoutes],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { ...WHOLE_SCREEN, msw: { handlers }, screenshot: { viewport: { width: 1100, height: 900 } } },
} satisfies Meta<typeof ChapterEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Add Chapter from the list: the list's course comes along in the address. */
export const Create: Story = {
  parameters: { path: '/chapters/create?courseId=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Chapter' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chapters' })).toHaveAttribute('href', '/chapters?courseId=1');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Course/ })).toHaveValue('Tajweed Basics'));
  },
};

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Chapter' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /English Title/ })).toHaveValue('Noon Sakinah and Tanween'));
  },
};

/** Saved: the message, then the list of the chapter's course 2 s later. */
export const SavedGoesBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Video Title/ })).toHaveValue('Rules of Noon Sakinah and Tanween'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await expect(await canvas.findByText(/^Went to \/chapters\?courseId=\d+$/, {}, { timeout: 3500 })).toBeVisible();
  },
};

export const CancelGoesBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText(/^Went to \/chapters\?courseId=\d+$/)).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { path: '/chapters/edit/99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This chapter does not exist.')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'باب میں ترمیم' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /عربی عنوان/ })).toHaveValue('أحكام النون الساكنة والتنوين'));
  },
};
