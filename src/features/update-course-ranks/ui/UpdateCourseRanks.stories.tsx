import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useCourseEdits, useCoursePage, type CourseListRow } from '@/entities/course';
import { contractFixtures, coursesContract } from '@/shared/api';
import { contractHandler, memoryList, signedInAs } from '@/shared/lib/storybook';
import { DataTable } from '@/shared/ui/data-table';
import { ToastRegion } from '@/shared/ui/toast';
import { CourseRankCell } from './CourseRankCell';
import { UpdateCourseRanksButton } from './UpdateCourseRanksButton';

const courses = memoryList(contractFixtures.courseListFixtures, (a, b) => a.rank - b.rank || a.id - b.id);
let requests = 0;

const list = contractHandler(coursesContract.listCourses, (info) => courses.reply(info));
const saves = contractHandler(coursesContract.updateCourseRanks, async ({ request }) => {
  requests += 1;
  for (const { id, rank } of (await request.json()) as { id: number; rank: number }[]) courses.update(id, { rank });
  return HttpResponse.json({ success: true, message: 'All ranks have been successfully updated.' });
});

/** The courses list as the page composes it, reduced to titles and ranks. */
function RanksTable() {
  const edits = useCourseEdits();
  const { data } = useCoursePage(1);
  return (
    <div className="flex flex-col items-start gap-3">
      <UpdateCourseRanksButton edits={edits} />
      <DataTable<CourseListRow>
        label="Courses"
        className="w-full"
        columns={[
          { id: 'title', header: 'Title', cell: (row) => row.title, isRowHeader: true },
          { id: 'rank', header: 'Rank', width: 140, cell: (row) => <CourseRankCell course={row} edits={edits} /> },
        ]}
        rows={data?.content ?? []}
        getRowId={(row) => row.id}
        isLoading={!data}
      />
    </div>
  );
}

const meta = {
  title: 'features/update-course-ranks/UpdateCourseRanks',
  render: () => (
    <>
      <RanksTable />
      <ToastRegion />
    </>
  ),
  beforeEach: () => {
    courses.reset();
    requests = 0;
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { msw: { handlers: [list, saves] }, screenshot: { viewport: { width: 800, height: 560 } } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const rankOf = (canvasElement: HTMLElement, title: string) => within(canvasElement).findByRole('textbox', { name: `Rank of ${title}` });
const updateButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Update Ranks' });

async function typeRank(canvasElement: HTMLElement, title: string, value: string) {
  const field = await rankOf(canvasElement, title);
  // Into the field with the pointer, as a person does (focus alone lands on the table's first row).
  await userEvent.click(field);
  await userEvent.clear(field);
  await userEvent.type(field, `${value}{Enter}`);
  return field;
}

/** Every rank is a field; with nothing changed there is nothing to update. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await rankOf(canvasElement, 'Tajweed Basics')).toHaveValue('1');
    await expect(updateButton(canvasElement)).toBeDisabled();
  },
};

/** A rank below 1 (or a fraction) is refused where it is typed, and nothing is sent. */
export const RankBelowOneRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await typeRank(canvasElement, 'Weekly Quran Circle', '0');
    await expect(await canvas.findByText('Enter a value of at least 1')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(updateButton(canvasElement)).toBeDisabled();

    await typeRank(canvasElement, 'Weekly Quran Circle', '1.5');
    await expect(await canvas.findByText('Enter a valid number')).toBeVisible();
    await expect(updateButton(canvasElement)).toBeDisabled();
    await expect(requests).toBe(0);
  },
};

/** Typing the stored rank back undoes the change, so Update Ranks turns off again. */
export const ChangeUndone: Story = {
  play: async ({ canvasElement }) => {
    const field = await typeRank(canvasElement, 'Tajweed Basics', '4');
    await expect(field).toHaveAttribute('data-changed', 'true');
    await expect(updateButton(canvasElement)).toBeEnabled();
    await typeRank(canvasElement, 'Tajweed Basics', '1');
    await expect(field).not.toHaveAttribute('data-changed');
    await expect(updateButton(canvasElement)).toBeDisabled();
  },
};

/** Update Ranks sends every typed rank at once; the spec's toast follows and the list shows the new order. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await typeRank(canvasElement, 'Tajweed Basics', '2');
    await typeRank(canvasElement, 'Weekly Quran Circle', '1');
    await userEvent.click(updateButton(canvasElement));
    const body = within(document.body);
    await expect(await body.findByText('Ranks Updated')).toBeVisible();
    await expect(body.getByText('All ranks have been successfully updated.')).toBeVisible();
    await expect(requests).toBe(1);
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')[1]).toHaveTextContent('Weekly Quran Circle'));
    await expect(await rankOf(canvasElement, 'Tajweed Basics')).not.toHaveAttribute('data-changed');
    await expect(updateButton(canvasElement)).toBeDisabled();
  },
};

/** While the ranks are on their way the button is busy. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        list,
        contractHandler(coursesContract.updateCourseRanks, async () => {
          await delay('infinite');
          return HttpResponse.json({ success: true });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await typeRank(canvasElement, 'Tajweed Basics', '3');
    await userEvent.click(updateButton(canvasElement));
    await waitFor(() => expect(updateButton(canvasElement)).toHaveAttribute('data-pending', 'true'));
  },
};

/** A refused save shows 'Update Failed' with the server's reason; the typed ranks stay, still marked. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [list, contractHandler(coursesContract.updateCourseRanks, () => HttpResponse.json({ success: false, message: 'This course does not exist. (id 3)' }, { status: 404 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await typeRank(canvasElement, 'Quranic Arabic for Understanding', '9');
    await userEvent.click(updateButton(canvasElement));
    const body = within(document.body);
    await expect(await body.findByText('Update Failed')).toBeVisible();
    await expect(body.getByText('This course does not exist. (id 3)')).toBeVisible();
    const field = await rankOf(canvasElement, 'Quranic Arabic for Understanding');
    await expect(field).toHaveValue('9');
    await expect(field).toHaveAttribute('data-changed', 'true');
    await expect(updateButton(canvasElement)).toBeEnabled();
  },
};

/** When the server cannot be reached, the toast has the spec's own words. */
export const SaveFailedOffline: Story = {
  parameters: { msw: { handlers: [list, contractHandler(coursesContract.updateCourseRanks, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await typeRank(canvasElement, 'Learn the Arabic Alphabet', '7');
    await userEvent.click(updateButton(canvasElement));
    const body = within(document.body);
    await expect(await body.findByText('An error occurred while updating ranks.')).toBeVisible();
    await expect(await rankOf(canvasElement, 'Learn the Arabic Alphabet')).toHaveValue('7');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Tajweed Basics کا درجہ' });
    await userEvent.click(field);
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await expect(await canvas.findByText('کم از کم 1 درج کریں')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'درجے اپ ڈیٹ کریں' })).toBeDisabled();
  },
};
