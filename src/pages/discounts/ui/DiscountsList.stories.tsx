import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, coursesContract, discountsContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { contractHandler, memoryResource, resourceListStories, routedStory, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { DiscountsList } from './DiscountsList';

type Discount = discountsContract.Discount;
const { discounts } = discountsContract;
const { eligibleCourseFixtures } = contractFixtures;

/** What PATCH discount/{id}/deactivate received: its content type and body (reset before each story). */
let deactivations: { contentType: string | null; body: string }[] = [];

const discountRows = memoryResource<Discount>(discounts, contractFixtures.discountFixtures, {
  actions: {
    // The chosen courses arrive in the query, one per course, and again as the body.
    publish: (_row, request) => {
      const ids = new URL(request.url).searchParams.getAll('attachedCourseIds').map(Number);
      const attachedCourses = eligibleCourseFixtures.filter((course) => ids.includes(course.id)).map((course) => ({ id: course.id, title: course.basicInfo.title }));
      return { isActive: true, attachedCourses };
    },
    unpublish: async (_row, request) => {
      deactivations.push({ contentType: request.headers.get('content-type'), body: await request.text() });
      return { isActive: false, attachedCourses: [] };
    },
  },
});
/** GET course/name-summary?isPublished=true&containsDiscount=false&isLocked=true: the publish picker's courses. */
const eligible = contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(eligibleCourseFixtures));

const meta = {
  title: 'pages/discounts/DiscountsList',
  tags: ['autodocs'],
  component: DiscountsList,
  decorators: [routedStory('/discounts', '/discounts')],
  beforeEach: () => {
    discountRows.reset();
    deactivations = [];
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { ...WHOLE_SCREEN, msw: { handlers: [...discountRows.handlers(), eligible] }, screenshot: { viewport: { width: 1100, height: 600 } } },
} satisfies Meta<typeof DiscountsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Discounts' });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
async function openMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${name}` }));
  return page(canvasElement).findByRole('menu');
}

const standard = resourceListStories({
  resource: discounts,
  rows: discountRows,
  title: { en: 'Discounts', ur: 'رعایتیں' },
  addLabel: { en: 'Add Discount', ur: 'رعایت شامل کریں' },
  sampleRow: 'Ramadan 20% off',
  emptyTitle: 'No discounts yet',
  viewerActions: [],
});

/** Every discount with its type, value, creation time and the titles of its courses, or 'No attached courses'. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    const ramadan = within(grid).getByRole('row', { name: /Ramadan 20% off/ });
    await expect(ramadan).toHaveTextContent('Tajweed Basics');
    await expect(ramadan).toHaveTextContent('Percentage Bases');
    await expect(ramadan).toHaveTextContent('20%');
    // Created At in the spec's display format, MMM Do YYYY H:mm.
    await expect(within(ramadan).getByText('Nov 16th 2026 8:00')).toBeVisible();
    const eid = within(grid).getByRole('row', { name: /Eid flat offer/ });
    await expect(eid).toHaveTextContent('No attached courses');
    await expect(within(eid).getByText('Nov 20th 2026 9:30')).toBeVisible();
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Type', 'Value', 'Created At', 'Attach Courses', 'Action']);
    await expect(within(context.canvasElement).queryByRole('searchbox')).not.toBeInTheDocument();
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** A viewer sees the discounts with neither Add Discount nor any row action. */
export const PermissionHidden: Story = standard.PermissionHidden;

/** Right to left: the Urdu words, the display format's order with the Urdu month, the Latin names kept whole. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async (context) => {
    await standard.Urdu.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('کوئی کورس منسلک نہیں')).toBeVisible();
    await expect(canvas.getByText('نومبر 20 2026 9:30')).toBeVisible();
  },
};

/** The menu offers Edit and Publish for an unpublished discount, Edit and Unpublish for a published one. */
export const ActionsFollowState: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const items = async (name: string) => within(await openMenu(canvasElement, name)).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(await items('Eid flat offer')).toEqual(['Edit', 'Publish']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(await items('Ramadan 20% off')).toEqual(['Edit', 'Unpublish']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Publish asks for the courses in 'Select Active Courses'; after Update the row is published on the chosen one. */
export const PublishOnCourses: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await openMenu(canvasElement, 'Eid flat offer')).getByRole('menuitem', { name: 'Publish' }));
    const popup = within(await page(canvasElement).findByRole('dialog', { name: 'Select Active Courses' }));
    await userEvent.click(popup.getByRole('button', { name: 'Update' }));
    await expect(await popup.findByText('Please select at least one course.')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: /^Show suggestions/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Weekly Quran Circle' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(popup.getByRole('button', { name: 'Update' }));
    await expect(await page(canvasElement).findByText('Status updated successfully!')).toBeVisible();
    const eid = within(await table(canvasElement)).getByRole('row', { name: /Eid flat offer/ });
    await waitFor(() => expect(eid).toHaveTextContent('Weekly Quran Circle'));
    await expect(eid).toHaveTextContent('Published');
  },
};

/** Unpublish goes at once, as PATCH discount/{id}/deactivate with a JSON content type and an empty object. */
export const Unpublished: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await openMenu(canvasElement, 'Ramadan 20% off')).getByRole('menuitem', { name: 'Unpublish' }));
    await expect(await page(canvasElement).findByText('Discount unpublished successfully!')).toBeVisible();
    await expect(deactivations).toEqual([{ contentType: 'application/json', body: '{}' }]);
    const ramadan = within(await table(canvasElement)).getByRole('row', { name: /Ramadan 20% off/ });
    await waitFor(() => expect(ramadan).toHaveTextContent('No attached courses'));
  },
};

export const EditFromMenu: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await openMenu(canvasElement, 'Eid flat offer')).getByRole('menuitem', { name: 'Edit' }));
    await expect(await within(canvasElement).findByText('Went to /discounts/edit/2')).toBeVisible();
  },
};

/** Edit without add: Edit, Publish and Unpublish show, Add Discount does not (it needs the add bit). */
export const EditWithoutAdd: Story = {
  beforeEach: signedInAs({
    ...contractFixtures.viewerProfile,
    securityPermissions: { DISCOUNTS: PERMISSION_BITS.list | PERMISSION_BITS.view | PERMISSION_BITS.edit },
  }),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(await openMenu(canvasElement, 'Eid flat offer')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Publish']);
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('button', { name: 'Add Discount' })).not.toBeInTheDocument();
  },
};
