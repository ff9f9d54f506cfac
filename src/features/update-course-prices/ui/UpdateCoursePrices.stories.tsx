import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CourseTypeBadge, useCourseEdits, useCoursePage, type CourseListRow } from '@/entities/course';
import { contractFixtures, coursesContract } from '@/shared/api';
import { contractHandler, memoryList, signedInAs } from '@/shared/lib/storybook';
import { DataTable } from '@/shared/ui/data-table';
import { ToastRegion } from '@/shared/ui/toast';
import { CoursePriceCell } from './CoursePriceCell';
import { UpdateCoursePricesButton } from './UpdateCoursePricesButton';

const courses = memoryList(contractFixtures.courseListFixtures, (a, b) => a.rank - b.rank || a.id - b.id);
let requests = 0;

const list = contractHandler(coursesContract.listCourses, (info) => courses.reply(info));
const saves = contractHandler(coursesContract.updateCoursePrices, async ({ request }) => {
  requests += 1;
  for (const { id, price } of (await request.json()) as { id: number; price: number }[]) courses.update(id, { price });
  return HttpResponse.json({ success: true, message: 'Prices Updated' });
});

/** The courses list as the page composes it, reduced to titles, types and prices. */
function PricesTable() {
  const edits = useCourseEdits();
  const { data } = useCoursePage(1);
  return (
    <div className="flex flex-col items-start gap-3">
      <UpdateCoursePricesButton edits={edits} />
      <DataTable<CourseListRow>
        label="Courses"
        className="w-full"
        columns={[
          { id: 'title', header: 'Title', cell: (row) => row.title, isRowHeader: true },
          { id: 'type', header: 'Type', width: 128, cell: (row) => <CourseTypeBadge type={row.type} /> },
          { id: 'price', header: 'Price', width: 140, cell: (row) => <CoursePriceCell course={row} edits={edits} /> },
        ]}
        rows={data?.content ?? []}
        getRowId={(row) => row.id}
        isLoading={!data}
      />
    </div>
  );
}

const meta = {
  title: 'features/update-course-prices/UpdateCoursePrices',
  render: () => (
    <>
      <PricesTable />
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

const priceOf = (canvasElement: HTMLElement, title: string) => within(canvasElement).findByRole('textbox', { name: `Price of ${title}` });
const updateButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Update Prices' });

async function typePrice(canvasElement: HTMLElement, title: string, value: string) {
  const field = await priceOf(canvasElement, title);
  // Into the field with the pointer, as a person does (focus alone lands on the table's first row).
  await userEvent.click(field);
  await userEvent.clear(field);
  await userEvent.type(field, `${value}{Enter}`);
  return field;
}

/** Only MASTERCLASS courses have a price field; the BASIC ones show theirs as text. */
export const PriceOnlyForMasterclass: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await priceOf(canvasElement, 'Tajweed Basics')).toHaveValue('49');
    await expect(canvas.getByRole('textbox', { name: 'Price of Quranic Arabic for Understanding' })).toHaveValue('39');
    await expect(canvas.getAllByRole('textbox')).toHaveLength(3);
    const alphabet = canvas.getByRole('row', { name: /Learn the Arabic Alphabet/ });
    await expect(within(alphabet).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(alphabet).toHaveTextContent('0');
    await expect(updateButton(canvasElement)).toBeDisabled();
  },
};

/** A price below 1 is refused where it is typed, and nothing is sent. */
export const PriceBelowOneRefused: Story = {
  play: async ({ canvasElement }) => {
    const field = await typePrice(canvasElement, 'Weekly Quran Circle', '0.5');
    await expect(await within(canvasElement).findByText('Enter a value of at least 1')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(updateButton(canvasElement)).toBeDisabled();
    await expect(requests).toBe(0);
  },
};

/** Update Prices sends the typed prices; 'Prices Updated' follows and the saved prices show unmarked. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const field = await typePrice(canvasElement, 'Weekly Quran Circle', '30');
    await expect(field).toHaveAttribute('data-changed', 'true');
    await userEvent.click(updateButton(canvasElement));
    await expect(await within(document.body).findByText('Prices Updated')).toBeVisible();
    await expect(requests).toBe(1);
    await waitFor(async () => expect(await priceOf(canvasElement, 'Weekly Quran Circle')).not.toHaveAttribute('data-changed'));
    await expect(await priceOf(canvasElement, 'Weekly Quran Circle')).toHaveValue('30');
    await expect(updateButton(canvasElement)).toBeDisabled();
  },
};

/** A refused save shows 'Update Failed' with the server's reason; the typed prices stay, still marked. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        list,
        contractHandler(coursesContract.updateCoursePrices, () => HttpResponse.json({ success: false, message: 'Price must be at least 1.' }, { status: 400 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await typePrice(canvasElement, 'Tajweed Basics', '55');
    await userEvent.click(updateButton(canvasElement));
    const body = within(document.body);
    await expect(await body.findByText('Update Failed')).toBeVisible();
    await expect(body.getByText('Price must be at least 1.')).toBeVisible();
    const field = await priceOf(canvasElement, 'Tajweed Basics');
    await expect(field).toHaveValue('55');
    await expect(field).toHaveAttribute('data-changed', 'true');
    await expect(updateButton(canvasElement)).toBeEnabled();
  },
};

/** When the server cannot be reached, the toast has the spec's own words. */
export const SaveFailedOffline: Story = {
  parameters: { msw: { handlers: [list, contractHandler(coursesContract.updateCoursePrices, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await typePrice(canvasElement, 'Tajweed Basics', '45');
    await userEvent.click(updateButton(canvasElement));
    await expect(await within(document.body).findByText('An error occurred while updating prices.')).toBeVisible();
    await expect(await priceOf(canvasElement, 'Tajweed Basics')).toHaveValue('45');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Tajweed Basics کی قیمت' })).toHaveValue('49');
    await expect(canvas.getByRole('button', { name: 'قیمتیں اپ ڈیٹ کریں' })).toBeDisabled();
  },
};
