import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, coursesContract, discountsContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { contractHandler, Destination, failingCallsOnce, pagedReply, pendingCalls, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { DiscountsList } from './DiscountsList';

/** Published, locked courses with or without a discount: the ones a discount can be attached to. */
const tajweedBasics: coursesContract.CourseSummary = {
  id: 1,
  basicInfo: { title: 'Tajweed Basics', type: 'MASTERCLASS' },
  contentInfo: { containParts: true, containSubParts: false },
};
const attachableCourses = [tajweedBasics, ...contractFixtures.eligibleCourseFixtures];

/** The query of every course summary the list asked for, in order (reset before each story). */
let summaryQueries: string[] = [];

/** GET course/name-summary: the publish picker's eligible courses, or every attachable one. */
const courseSummaries = (attachable: readonly coursesContract.CourseSummary[] = attachableCourses) =>
  contractHandler(coursesContract.courseNameSummary, ({ request }) => {
    const query = new URL(request.url).searchParams;
    summaryQueries.push(query.toString());
    return HttpResponse.json(query.get('containsDiscount') === 'false' ? contractFixtures.eligibleCourseFixtures : attachable);
  });
const eligible = courseSummaries();

const meta = {
  title: 'pages/discounts/DiscountsList',
  component: DiscountsList,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/discounts']}>
        <main>
          <Routes>
            <Route path="/discounts" element={<Story />} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </main>
        <ToastRegion />
      </MemoryRouter>
    ),
  ],
  beforeEach: () => {
    summaryQueries = [];
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: {
    ...WHOLE_SCREEN,
    msw: { handlers: [contractHandler(discountsContract.listDiscounts, pagedReply(contractFixtures.discountFixtures)), eligible] },
    screenshot: { viewport: { width: 1100, height: 600 } },
  },
} satisfies Meta<typeof DiscountsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Discounts' });
    const ramadan = await within(table).findByRole('row', { name: /Ramadan 20% off/ });
    await expect(ramadan).toHaveTextContent('Tajweed Basics');
    await expect(ramadan).toHaveTextContent('Percentage Bases');
    await expect(ramadan).toHaveTextContent('20%');
    const eid = within(table).getByRole('row', { name: /Eid flat offer/ });
    await expect(eid).toHaveTextContent('No attached courses');
    // Created At in the spec's display format, MMM Do YYYY H:mm.
    await expect(within(eid).getByText('Nov 20th 2026 9:30')).toBeVisible();
    await expect(within(ramadan).getByText('Nov 16th 2026 8:00')).toBeVisible();
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'Type', 'Value', 'Created At', 'Attach Courses', 'Action']);
  },
};

/**
 * The attached courses are named from GET course/name-summary?isPublished=true&isLocked=true, the
 * spec's second course summary (the publish picker's asks for containsDiscount=false as well).
 */
export const AttachedCourseTitles: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(discountsContract.listDiscounts, pagedReply(contractFixtures.discountFixtures)),
        courseSummaries([{ ...tajweedBasics, basicInfo: { ...tajweedBasics.basicInfo, title: 'Tajweed Basics (Level 1)' } }]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ramadan = await canvas.findByRole('row', { name: /Ramadan 20% off/ });
    await waitFor(() => expect(ramadan).toHaveTextContent('Tajweed Basics (Level 1)'));
    await expect(summaryQueries).toEqual(['isPublished=true&isLocked=true']);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Eid flat offer' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Publish' }));
    const popup = await within(document.body).findByRole('dialog', { name: 'Select Active Courses' });
    await waitFor(() => expect(summaryQueries).toContain('isPublished=true&containsDiscount=false&isLocked=true'));
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(ramadan).toHaveTextContent('Tajweed Basics (Level 1)');
  },
};

/** The menu offers Publish for an unpublished discount and Unpublish for a published one. */
export const ActionsFollowState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Eid flat offer' }));
    const body = within(document.body);
    await waitFor(async () => expect(await body.findByRole('menuitem', { name: 'Publish' })).toBeVisible());
    await expect(body.queryByRole('menuitem', { name: 'Unpublish' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Ramadan 20% off' }));
    await waitFor(async () => expect(await body.findByRole('menuitem', { name: 'Unpublish' })).toBeVisible());
    await expect(body.queryByRole('menuitem', { name: 'Publish' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const PublishOpensCoursePicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Eid flat offer' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Publish' }));
    const popup = within(await within(document.body).findByRole('dialog', { name: 'Select Active Courses' }));
    await userEvent.click(popup.getByRole('button', { name: 'Update' }));
    await expect(await popup.findByText('Please select at least one course.')).toBeVisible();
  },
};

/** What PATCH discount/{id}/deactivate received: its content type and body (reset by the story). */
let deactivations: { contentType: string | null; body: string }[] = [];

/** Unpublish goes at once, as PATCH discount/{id}/deactivate with a JSON content type and an empty object. */
export const Unpublished: Story = {
  beforeEach: () => {
    deactivations = [];
  },
  parameters: {
    msw: {
      handlers: [
        contractHandler(discountsContract.listDiscounts, pagedReply(contractFixtures.discountFixtures)),
        contractHandler(discountsContract.deactivateDiscount, async ({ request }) => {
          deactivations.push({ contentType: request.headers.get('content-type'), body: await request.text() });
          return HttpResponse.json({ success: true, message: 'Discount unpublished successfully!' });
        }),
        eligible,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Ramadan 20% off' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Unpublish' }));
    await expect(await within(document.body).findByText('Discount unpublished successfully!')).toBeVisible();
    await expect(deactivations).toEqual([{ contentType: 'application/json', body: '{}' }]);
  },
};

export const EditFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Eid flat offer' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Edit' }));
    await expect(await canvas.findByText('Went to /discounts/edit/2')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: pendingCalls([discountsContract.listDiscounts]),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [contractHandler(discountsContract.listDiscounts, pagedReply([]))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No discounts yet')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...failingCallsOnce([discountsContract.listDiscounts]),
        contractHandler(discountsContract.listDiscounts, pagedReply(contractFixtures.discountFixtures)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Eid flat offer')).toBeVisible();
  },
};

/** The viewer sees the list with neither Add Discount nor any action. */
export const PermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ramadan 20% off')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Discount' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  },
};

/** Edit without add: the actions show, Add Discount does not (it needs the create bit). */
export const EditWithoutAdd: Story = {
  beforeEach: signedInAs({
    ...contractFixtures.viewerProfile,
    securityPermissions: { DISCOUNTS: PERMISSION_BITS.list | PERMISSION_BITS.view | PERMISSION_BITS.edit },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Actions for Eid flat offer' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Discount' })).not.toBeInTheDocument();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'رعایتیں' })).toBeVisible();
    await expect(await canvas.findByText('کوئی کورس منسلک نہیں')).toBeVisible();
    // The display format's order and digits, with the Urdu month name.
    await expect(canvas.getByText('نومبر 20 2026 9:30')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'عمل' })).toBeVisible();
  },
};
