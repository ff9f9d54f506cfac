import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { callUrl, contractFixtures, coursesContract, type CallDef } from '@/shared/api';
import { ROUTER_OPTIONS } from '@/shared/config';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { contractHandler, Destination, failingCallsOnce, memoryList, pendingCalls, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { CoursesList } from './CoursesList';

type Row = coursesContract.CourseListRow;
const byRank = (a: Row, b: Row) => a.rank - b.rank || a.id - b.id;

/** The courses as the server keeps them: saves, publishing and discount removal change what the list reads next. */
const courses = memoryList(contractFixtures.courseListFixtures, byRank);
/** Every PATCH the screen sent, by path, so a story can prove a refused value was never sent. */
let sent: string[] = [];

const patched = (call: CallDef, change: (body: unknown, params: Record<string, string>) => Record<string, unknown>) =>
  contractHandler(call, async ({ request, params }) => {
    const body: unknown = request.headers.get('content-type') ? await request.json() : undefined;
    sent.push(new URL(request.url).pathname);
    return HttpResponse.json(change(body, params as Record<string, string>));
  });

const backend = [
  contractHandler(coursesContract.listCourses, (info) => courses.reply(info)),
  patched(coursesContract.updateCourseRanks, (body) => {
    for (const { id, rank } of body as { id: number; rank: number }[]) courses.update(id, { rank });
    return { success: true, message: 'All ranks have been successfully updated.' };
  }),
  patched(coursesContract.updateCoursePrices, (body) => {
    for (const { id, price } of body as { id: number; price: number }[]) courses.update(id, { price });
    return { success: true, message: 'Prices Updated' };
  }),
  patched(coursesContract.publishCourse, (_, params) => {
    courses.update(Number(params.id), { isPublished: true });
    return { success: true, message: 'Course published successfully!', isPublished: true, status: 2 };
  }),
  patched(coursesContract.unpublishCourse, (_, params) => {
    courses.update(Number(params.id), { isPublished: false });
    return { success: true, message: 'Course unpublished successfully!', isPublished: false, status: 3 };
  }),
  patched(coursesContract.removeCourseDiscount, (body) => {
    for (const id of body as number[]) courses.update(id, { discountId: null, discountName: null });
    return { success: true, message: 'Discount Removed' };
  }),
];

const meta = {
  title: 'pages/courses/CoursesList',
  tags: ['autodocs'],
  component: CoursesList,
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter {...ROUTER_OPTIONS} initialEntries={[(parameters.route as string | undefined) ?? '/courses']}>
        <main>
          <Routes>
            <Route path="/courses" element={<Story />} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </main>
        <ToastRegion />
      </MemoryRouter>
    ),
  ],
  beforeEach: () => {
    courses.reset();
    sent = [];
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: {
    ...WHOLE_SCREEN,
    msw: { handlers: backend },
    screenshot: { viewport: { width: 1200, height: 700 } },
  },
} satisfies Meta<typeof CoursesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** Escape closes the open menu; wait until it has gone so the picture shows the page. */
async function closeMenu() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
}
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Courses' });
const rowOf = async (canvasElement: HTMLElement, title: string) => within(await grid(canvasElement)).findByRole('row', { name: new RegExp(title) });

/** The five demo courses by rank, every column of the spec, and the page's buttons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const tajweed = await rowOf(canvasElement, 'Tajweed Basics');
    const table = within(await grid(canvasElement));
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['ID', 'Title', 'Rank', 'Price', 'Discount', 'Type', 'SubType', 'Action']);
    await expect(tajweed).toHaveTextContent('Ramadan 20% off');
    await expect(tajweed).toHaveTextContent('Masterclass');
    await expect(tajweed).toHaveTextContent('Recorded');
    await expect(within(tajweed).getByRole('textbox', { name: 'Rank of Tajweed Basics' })).toHaveValue('1');
    await expect(await rowOf(canvasElement, 'Quranic Arabic for Understanding')).toHaveTextContent('Unpublished');
    await expect(canvas.getByRole('button', { name: 'Add Course' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'View All' })).toHaveAttribute('aria-pressed', 'false');
    // Nothing typed yet, so there is nothing to update.
    await expect(canvas.getByRole('button', { name: 'Update Ranks' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Update Prices' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: pendingCalls([coursesContract.listCourses]),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  beforeEach: () => courses.reset([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No courses yet')).toBeVisible();
  },
};

/** The failure shows the server's message; Try again reads the list again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...failingCallsOnce([coursesContract.listCourses]),
        ...backend,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Weekly Quran Circle')).toBeVisible();
  },
};

/** The viewer lists and views only: no Add, no Update buttons, no Edit or Publish, ranks and prices as text. */
export const PermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tajweed = await rowOf(canvasElement, 'Tajweed Basics');
    await expect(within(tajweed).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(tajweed).toHaveTextContent('49');
    await expect(canvas.queryByRole('button', { name: 'Add Course' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Update Ranks' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Update Prices' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'View All' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Tajweed Basics' }));
    const items = (await body().findAllByRole('menuitem')).map((item) => item.textContent);
    await expect(items).toEqual(['View', 'Chapters']);
    await closeMenu();
  },
};

/** Add without edit: Add Course shows; the Update buttons and Edit need the edit bit, Publish the perform bit. */
export const AddWithoutEdit: Story = {
  beforeEach: signedInAs({
    ...contractFixtures.viewerProfile,
    securityPermissions: { COURSES: PERMISSION_BITS.list | PERMISSION_BITS.view | PERMISSION_BITS.add },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add Course' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update Ranks' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'Rank of Tajweed Basics' })).not.toBeInTheDocument();
  },
};

/** Edit without perform (the demo instructors): ranks, prices and Edit, but publishing is someone else's. */
export const EditWithoutPublish: Story = {
  beforeEach: signedInAs({
    ...contractFixtures.viewerProfile,
    securityPermissions: { COURSES: PERMISSION_BITS.list | PERMISSION_BITS.view | PERMISSION_BITS.edit },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Rank of Tajweed Basics' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Quranic Arabic for Understanding' }));
    const items = (await body().findAllByRole('menuitem')).map((item) => item.textContent);
    await expect(items).toEqual(['View', 'Edit']);
    await closeMenu();
  },
};

export const AddGoesToCreate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Course' }));
    await expect(await canvas.findByText('Went to /courses/create')).toBeVisible();
  },
};

export const ViewFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Weekly Quran Circle' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'View' }));
    await expect(await canvas.findByText('Went to /courses/view/2')).toBeVisible();
  },
};

export const EditFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Weekly Quran Circle' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Edit' }));
    await expect(await canvas.findByText('Went to /courses/edit/2')).toBeVisible();
  },
};

/** The page number comes from ?page=; ten courses a page. */
export const SecondPage: Story = {
  beforeEach: () => courses.reset(contractFixtures.manyCourseRows(25)),
  parameters: { route: '/courses?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 11–20 of 25')).toBeVisible();
    await expect(within(await grid(canvasElement)).getAllByRole('row')).toHaveLength(11);
  },
};

/** View All reads a hundred courses into a scrolling window; a second press goes back to pages of ten. */
export const ViewAll: Story = {
  beforeEach: () => courses.reset(contractFixtures.manyCourseRows(120)),
  parameters: { screenshot: { viewport: { width: 1200, height: 900 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    const viewAll = canvas.getByRole('button', { name: 'View All' });
    await userEvent.click(viewAll);
    const table = await canvas.findByRole('table', { name: 'Courses' });
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '101'));
    await expect(viewAll).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Showing 1–100 of 120')).toBeVisible();
    // More than ten courses show, but only a window of the hundred is in the page.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(11));
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);

    await userEvent.click(viewAll);
    await expect(await canvas.findByText('Showing 1–10 of 120')).toBeVisible();
    await expect(within(await grid(canvasElement)).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(viewAll);
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Courses' })).toHaveAttribute('aria-rowcount', '101'));
  },
};

/** A rank below 1 is refused in place: the message shows, Update Ranks stays off and nothing is sent. */
export const RankBelowOneRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rank = await canvas.findByRole('textbox', { name: 'Rank of Weekly Quran Circle' });
    // Into the field with the pointer, as a person does (focus alone lands on the table's first row).
    await userEvent.click(rank);
    await userEvent.clear(rank);
    await userEvent.type(rank, '0{Enter}');
    await expect(await canvas.findByText('Enter a value of at least 1')).toBeVisible();
    await expect(rank).toHaveAttribute('aria-invalid', 'true');
    const update = canvas.getByRole('button', { name: 'Update Ranks' });
    await expect(update).toBeDisabled();
    await userEvent.click(update);
    await expect(sent).toEqual([]);
  },
};

/** Typed ranks are highlighted until Update Ranks saves them; the list then shows the new order. */
export const RanksSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rank = await canvas.findByRole('textbox', { name: 'Rank of Tajweed Basics' });
    await userEvent.click(rank);
    await userEvent.clear(rank);
    await userEvent.type(rank, '6{Enter}');
    await expect(rank).toHaveAttribute('data-changed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Ranks' }));

    await expect(await body().findByText('Ranks Updated')).toBeVisible();
    await expect(body().getByText('All ranks have been successfully updated.')).toBeVisible();
    await expect(sent).toEqual([callUrl(coursesContract.updateCourseRanks)]);
    // Tajweed Basics moved to the end, its rank saved and no longer marked as changed.
    await waitFor(async () => expect(within(await grid(canvasElement)).getAllByRole('row').at(-1)).toHaveTextContent('Tajweed Basics'));
    const saved = canvas.getByRole('textbox', { name: 'Rank of Tajweed Basics' });
    await expect(saved).toHaveValue('6');
    await expect(saved).not.toHaveAttribute('data-changed');
    await expect(canvas.getByRole('button', { name: 'Update Ranks' })).toBeDisabled();
  },
};

export const PricesSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = await canvas.findByRole('textbox', { name: 'Price of Weekly Quran Circle' });
    await userEvent.click(price);
    await userEvent.clear(price);
    await userEvent.type(price, '30{Enter}');
    await expect(price).toHaveAttribute('data-changed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Prices' }));

    await expect(await body().findByText('Prices Updated')).toBeVisible();
    await expect(sent).toEqual([callUrl(coursesContract.updateCoursePrices)]);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Price of Weekly Quran Circle' })).not.toHaveAttribute('data-changed'));
    await expect(canvas.getByRole('textbox', { name: 'Price of Weekly Quran Circle' })).toHaveValue('30');
    await expect(canvas.getByRole('button', { name: 'Update Prices' })).toBeDisabled();
  },
};

/** Only MASTERCLASS courses have a price field; a BASIC course's price is plain text. */
export const PriceOnlyForMasterclass: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Price of Tajweed Basics' })).toHaveValue('49');
    const alphabet = await rowOf(canvasElement, 'Learn the Arabic Alphabet');
    await expect(alphabet).toHaveTextContent('Basic');
    await expect(within(alphabet).queryByRole('textbox', { name: /^Price of/ })).not.toBeInTheDocument();
    await expect(within(alphabet).getByRole('textbox', { name: 'Rank of Learn the Arabic Alphabet' })).toBeVisible();
  },
};

/** The menu offers Publish for an unpublished course; choosing it publishes, and the menu then offers Unpublish. */
export const PublishFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Quranic Arabic for Understanding' }));
    await expect(body().queryByRole('menuitem', { name: 'Unpublish' })).not.toBeInTheDocument();
    await userEvent.click(await body().findByRole('menuitem', { name: 'Publish' }));
    await expect(await body().findByText('Course published successfully!')).toBeVisible();
    await waitFor(async () => expect(await rowOf(canvasElement, 'Quranic Arabic for Understanding')).not.toHaveTextContent('Unpublished'));

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Quranic Arabic for Understanding' }));
    await waitFor(async () => expect(await body().findByRole('menuitem', { name: 'Unpublish' })).toBeVisible());
    await closeMenu();
  },
};

/** Chapters have no menu entry of their own: the course's menu opens them with the course chosen. */
export const OpensChapters: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for Tajweed Basics' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Chapters' }));
    await expect(await within(canvasElement).findByText('Went to /chapters?courseId=1')).toBeVisible();
  },
};

/** Remove Discount asks first; confirming removes it and the Discount column empties. */
export const RemoveDiscountConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only a course with a discount offers to remove one.
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Weekly Quran Circle' }));
    await waitFor(async () => expect(await body().findByRole('menuitem', { name: 'Edit' })).toBeVisible());
    await expect(body().queryByRole('menuitem', { name: 'Remove Discount' })).not.toBeInTheDocument();
    await closeMenu();

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Tajweed Basics' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Remove Discount' }));
    const question = within(await body().findByRole('alertdialog', { name: 'Are you sure?' }));
    await expect(question.getByText('Do you really want to remove the discount for this course?')).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: 'Remove' }));

    await expect(await body().findByText('Discount Removed')).toBeVisible();
    await expect(sent).toEqual([callUrl(coursesContract.removeCourseDiscount, { courseId: 1 })]);
    await waitFor(async () => expect(await rowOf(canvasElement, 'Tajweed Basics')).not.toHaveTextContent('Ramadan 20% off'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'کورسز' })).toBeVisible();
    const table = within(await canvas.findByRole('grid', { name: 'کورسز' }));
    await expect(await table.findByRole('textbox', { name: 'Tajweed Basics کا درجہ' })).toHaveValue('1');
    await expect(table.getAllByText('ماسٹر کلاس')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'درجے اپ ڈیٹ کریں' })).toBeDisabled();
  },
};

/**
 * At 390 px each course is a card: its title, rank (typed in place), price and type, and its menu in
 * reach; nothing runs off the right edge.
 */
export const Phone: Story = {
  parameters: { screenshot: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Courses' });
    const tajweed = await within(list).findByRole('listitem', { name: /Tajweed Basics/ });
    await expect(within(tajweed).getByRole('textbox', { name: 'Rank of Tajweed Basics' })).toHaveValue('1');
    await expect(within(tajweed).getByText('Masterclass')).toBeVisible();
    await expect(within(tajweed).queryByText('Recorded')).not.toBeInTheDocument();
    const menu = within(tajweed).getByRole('button', { name: 'Actions for Tajweed Basics' });
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.click(menu);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Chapters' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
