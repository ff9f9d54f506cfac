import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chaptersContract, contractFixtures, coursesContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { contractHandler, Destination, failingCallsOnce, pagedReply, pendingCalls, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { ChaptersList } from './ChaptersList';

const courses = contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.chapterCourseFixtures));
const chapters = contractHandler(chaptersContract.listChapters, pagedReply(contractFixtures.chapterFixtures));
const statusChanged = contractHandler(chaptersContract.updateChapterStatus, ({ request }) =>
  HttpResponse.json({ success: true, message: 'Status updated successfully!', status: new URL(request.url).searchParams.get('status') }),
);

/** The list at `parameters.path` (Tajweed Basics chosen unless a story says otherwise). */
const withRoutes: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? '/chapters?courseId=1']}>
    <main>
      <Routes>
        <Route path="/chapters" element={<Story />} />
        <Route path="*" element={<Destination />} />
      </Routes>
    </main>
    <ToastRegion />
  </MemoryRouter>
);

const meta = {
  title: 'pages/chapters/ChaptersList',
  component: ChaptersList,
  decorators: [withRoutes],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: {
    ...WHOLE_SCREEN,
    msw: { handlers: [chapters, courses, statusChanged] },
    screenshot: { viewport: { width: 1200, height: 760 } },
  },
} satisfies Meta<typeof ChaptersList>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Chapters' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chapters' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue('Tajweed Basics'));
    const grid = within(await table(canvasElement));
    const headers = grid.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Arabic Title', 'English Title', 'Description', 'Video Title', 'Type', 'Status', 'Action']);
    // Six to a page: the header row and six chapters.
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(7));
    const noon = grid.getByRole('row', { name: /Noon Sakinah and Tanween/ });
    await expect(noon).toHaveTextContent('أحكام النون الساكنة والتنوين');
    await expect(noon).toHaveTextContent('Rules of Noon Sakinah and Tanween');
    await expect(noon).toHaveTextContent('Default');
    await expect(noon).toHaveTextContent('Unpublished');
    await expect(canvas.getByRole('button', { name: 'Add Chapter' })).toBeVisible();
  },
};

/** Nothing is listed until a course is chosen. */
export const NoCourseChosen: Story = {
  parameters: { path: '/chapters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose a course first' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue('');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** Choosing a course lists its chapters. */
export const ChooseCourse: Story = {
  parameters: { path: '/chapters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Course' }), 'Taj');
    await userEvent.click(await body().findByRole('option', { name: 'Tajweed Basics' }));
    await expect(await within(await table(canvasElement)).findByText('Introduction to Tajweed')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Choose a course first' })).not.toBeInTheDocument();
  },
};

/** The second page shows the last two chapters; the page stays in the address. */
export const SecondPage: Story = {
  parameters: { path: '/chapters?courseId=1&page=2' },
  play: async ({ canvasElement }) => {
    const grid = within(await table(canvasElement));
    await expect(await grid.findByText('Qalqalah')).toBeVisible();
    await expect(grid.getByRole('row', { name: /Short Vowels/ })).toHaveTextContent('Shapes');
    await expect(grid.queryByText('Introduction to Tajweed')).not.toBeInTheDocument();
  },
};

export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await table(canvasElement)).findByText('Introduction to Tajweed');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Qalqalah')).toBeVisible();
  },
};

/** A NEW chapter offers Publish; choosing it confirms with the spec's words. */
export const PublishFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Meem Sakinah' }));
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Edit', 'Publish']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Publish' }));
    await expect(await body().findByText('Status updated successfully!')).toBeVisible();
  },
};

/** A published chapter offers Unpublish instead. */
export const UnpublishFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Introduction to Tajweed' }));
    await waitFor(async () => expect(await body().findByRole('menuitem', { name: 'Unpublish' })).toBeVisible());
    await expect(body().queryByRole('menuitem', { name: 'Publish' })).not.toBeInTheDocument();
    await userEvent.click(body().getByRole('menuitem', { name: 'Unpublish' }));
    await expect(await body().findByText('Status updated successfully!')).toBeVisible();
  },
};

export const EditFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for The Throat Letters' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Edit' }));
    await expect(await canvas.findByText('Went to /chapters/edit/2')).toBeVisible();
  },
};

export const ViewFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Meem Sakinah' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'View' }));
    await expect(await canvas.findByText('Went to /chapters/view/5')).toBeVisible();
  },
};

export const AddGoesToCreate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Chapter' }));
    await expect(await canvas.findByText(/^Went to \/chapters\/create\?courseId=\d+$/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        courses,
        ...pendingCalls([chaptersContract.listChapters]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  parameters: { path: '/chapters?courseId=2', msw: { handlers: [courses, contractHandler(chaptersContract.listChapters, pagedReply([]))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No chapters yet')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        courses,
        ...failingCallsOnce([chaptersContract.listChapters]),
        chapters,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('The Throat Letters')).toBeVisible();
  },
};

/** The viewer may list and view: no Add Chapter, and the menu holds View alone. */
export const PermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Meem Sakinah')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Chapter' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Meem Sakinah' }));
    const items = await body().findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['View']);
    await userEvent.keyboard('{Escape}');
  },
};

/** List only: no action menu at all. */
export const ListOnly: Story = {
  beforeEach: signedInAs({ ...contractFixtures.viewerProfile, securityPermissions: { CHAPTERS: PERMISSION_BITS.list, COURSES: PERMISSION_BITS.list } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Meem Sakinah')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  },
};

/** Edit without perform: View and Edit, but no Publish or Unpublish. */
export const EditWithoutPublish: Story = {
  beforeEach: signedInAs({
    ...contractFixtures.viewerProfile,
    securityPermissions: { CHAPTERS: PERMISSION_BITS.list | PERMISSION_BITS.view | PERMISSION_BITS.edit, COURSES: PERMISSION_BITS.list },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Meem Sakinah' }));
    const body = within(document.body);
    const items = (await body.findAllByRole('menuitem')).map((item) => item.textContent);
    await expect(items).toEqual(['View', 'Edit']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ابواب' })).toBeVisible();
    const grid = within(await canvas.findByRole('grid', { name: 'ابواب' }));
    await expect(await grid.findByText('مقدمة في التجويد')).toHaveAttribute('lang', 'ar');
    await expect(grid.getByRole('row', { name: /Meem Sakinah/ })).toHaveTextContent('نیا');
  },
};
