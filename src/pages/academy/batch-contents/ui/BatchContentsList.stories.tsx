import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { batchesContract, contractFixtures, coursesContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { contractHandler, memoryResource, resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { BatchContentsList } from './BatchContentsList';

const { batches, batchRowFixtures } = batchesContract;
const batchRows = memoryResource(batches, batchRowFixtures);
const courses = contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.chapterCourseFixtures));

const meta = {
  title: 'pages/academy/batch-contents/BatchContentsList',
  tags: ['autodocs'],
  component: BatchContentsList,
  ...resourceStoryFrame(batchRows, { route: '/batchcontents', path: '/batchcontents?courseId=1', handlers: [courses], viewport: { width: 1100, height: 560 } }),
} satisfies Meta<typeof BatchContentsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const table = async (canvasElement: HTMLElement, name = 'Batch Contents') => within(await within(canvasElement).findByRole('grid', { name }));

const standard = resourceListStories({
  resource: batches,
  rows: batchRows,
  title: { en: 'Batch Contents', ur: 'بیچ کا مواد' },
  addLabel: { en: 'Start New Batch', ur: 'نیا بیچ شروع کریں' },
  // A row is named by its ID, the row header.
  sampleRow: '2',
  emptyTitle: 'No batches yet',
  viewerActions: [],
});

/** The chosen course's batches newest first, with the spec's columns and the start as a local date. */
export const Filled: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue('Tajweed Basics'));
    const grid = await table(context.canvasElement);
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(3));
    await expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ID', 'Status', 'No of Students', 'Started At', 'Action']);
    const running = grid.getAllByRole('row')[1]!;
    await expect(running).toHaveTextContent('Running');
    await expect(running).toHaveTextContent('18');
    await expect(running).toHaveTextContent('Nov 2nd 2026');
    await expect(grid.getAllByRole('row')[2]).toHaveTextContent('Finished');
    await expect(canvas.getByRole('button', { name: 'Start New Batch' })).toBeVisible();
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = {
  ...standard.FailedThenRetried,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The content service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await (await table(canvasElement)).findByText('Running')).toBeVisible();
  },
};

/** Without the edit bit (a viewer): no Actions column at all, and no Start New Batch without the add bit. */
export const PermissionHidden: Story = standard.PermissionHidden;

export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'بیچ کا مواد' })).toBeVisible();
    const grid = await table(canvasElement, 'بیچ کا مواد');
    await expect(await grid.findByText('جاری')).toBeVisible();
    await expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toContain('طلبہ کی تعداد');
  },
};

/** Nothing is listed until a course is chosen. */
export const NoCourseChosen: Story = {
  parameters: { path: '/batchcontents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose a course' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue('');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** The course is found by typing; its batches are listed and it is kept in the address for Edit. */
export const ChooseCourseAndEdit: Story = {
  parameters: { path: '/batchcontents', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Course' }), 'Tajw');
    await userEvent.click(await page().findByRole('option', { name: 'Tajweed Basics' }));
    const grid = await table(canvasElement);
    await expect(await grid.findByText('Finished')).toBeVisible();
    await userEvent.click(grid.getByRole('button', { name: 'Actions for Batch 2' }));
    const menu = within(await page().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Edit' }));
    await expect(await canvas.findByText('Went to /batchcontents/edit/2/1')).toBeVisible();
  },
};

/** The edit bit without the add bit (and no delete): Edit in the menu, no Start New Batch. */
export const EditOnly: Story = {
  beforeEach: signedInAs({
    ...contractFixtures.viewerProfile,
    securityPermissions: { BATCHES: PERMISSION_BITS.list | PERMISSION_BITS.view | PERMISSION_BITS.edit, COURSES: PERMISSION_BITS.list },
  }),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await userEvent.click(await grid.findByRole('button', { name: 'Actions for Batch 1' }));
    const menu = within(await page().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
    await expect(canvas.queryByRole('button', { name: 'Start New Batch' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
  },
};
