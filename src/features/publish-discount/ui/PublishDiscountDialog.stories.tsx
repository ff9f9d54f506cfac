import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, coursesContract, discountsContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { PublishDiscountDialog } from './PublishDiscountDialog';

const [eid] = contractFixtures.discountFixtures;
const eligible = contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.eligibleCourseFixtures));
/** What each publish call named: the query's course ids and the body (reset before each story). */
let sent: { query: string; body: unknown }[] = [];
const activate = (reply: () => Response | Promise<Response>) =>
  contractHandler(discountsContract.discounts.calls.actions.publish, async ({ request }) => {
    sent.push({ query: new URL(request.url).search, body: await request.json() });
    return reply();
  });
const ok = () =>
  HttpResponse.json({ success: true, message: 'Status updated successfully!', data: { ...eid, isActive: true, attachedCourses: [{ id: 2, title: 'Weekly Quran Circle' }] } });

const meta = {
  title: 'features/publish-discount/PublishDiscountDialog',
  component: PublishDiscountDialog,
  args: { discount: eid ?? null, onClose: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  beforeEach: () => {
    sent = [];
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { msw: { handlers: [eligible, activate(ok)] }, screenshot: { viewport: { width: 900, height: 640 } } },
} satisfies Meta<typeof PublishDiscountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Select Active Courses' });

export const Default: Story = {
  play: async () => {
    const popup = within(await dialog());
    await expect(popup.getByText(/Publish “Eid flat offer” on these courses/)).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Update' })).toBeEnabled();
  },
};

/** Update with nothing chosen is refused with the spec's words, and nothing is sent. */
export const NothingChosen: Story = {
  parameters: { msw: { handlers: [eligible, activate(() => HttpResponse.json({ success: false, message: 'sent anyway' }, { status: 500 }))] } },
  play: async ({ args }) => {
    const popup = within(await dialog());
    await userEvent.click(popup.getByRole('button', { name: 'Update' }));
    await expect(await popup.findByText('Please select at least one course.')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(sent).toEqual([]);
  },
};

/** Choosing a course and pressing Update publishes the discount on it. */
export const Published: Story = {
  play: async ({ args }) => {
    const popup = within(await dialog());
    await userEvent.click(popup.getByRole('button', { name: /^Show suggestions/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Weekly Quran Circle' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(popup.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(await within(document.body).findByText('Status updated successfully!')).toBeVisible();
    // The chosen course goes twice, as the spec says: in the query and as the body.
    await expect(sent).toEqual([{ query: '?attachedCourseIds=2', body: [2] }]);
  },
};

/** A click in the course field itself (not only on its chevron) opens the eligible courses to pick from. */
export const FieldClickOpensCourses: Story = {
  play: async () => {
    const popup = within(await dialog());
    await userEvent.click(popup.getByRole('combobox', { name: /Courses/ }));
    const listbox = await within(document.body).findByRole('listbox');
    // The courses may still be on their way when the list opens.
    await userEvent.click(await within(listbox).findByRole('option', { name: 'Weekly Quran Circle' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(popup.getByRole('row', { name: 'Weekly Quran Circle' })).toBeVisible();
  },
};

export const Publishing: Story = {
  parameters: {
    msw: {
      handlers: [
        eligible,
        activate(async () => {
          await delay('infinite');
          return ok();
        }),
      ],
    },
  },
  play: async () => {
    const popup = within(await dialog());
    await userEvent.click(popup.getByRole('button', { name: /^Show suggestions/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Seerah for Families' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(popup.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(popup.getByRole('button', { name: /Update/ })).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** The server refuses (e.g. a course took another discount meanwhile): its message shows, the choice stays. */
export const PublishFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        eligible,
        activate(() => HttpResponse.json({ success: false, message: '"Weekly Quran Circle" already has a discount.' }, { status: 400 })),
      ],
    },
  },
  play: async ({ args }) => {
    const popup = within(await dialog());
    await userEvent.click(popup.getByRole('button', { name: /^Show suggestions/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Weekly Quran Circle' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(popup.getByRole('button', { name: 'Update' }));
    await expect(await popup.findByText('"Weekly Quran Circle" already has a discount.')).toBeVisible();
    await expect(popup.getByRole('row', { name: /Weekly Quran Circle/ })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const NoEligibleCourses: Story = {
  parameters: { msw: { handlers: [contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json([])), activate(ok)] } },
  play: async () => {
    const popup = within(await dialog());
    await userEvent.click(popup.getByRole('button', { name: /^Show suggestions/ }));
    await waitFor(() => expect(within(document.body).getByText('No published, locked course without a discount')).toBeVisible(), { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await expect(popup.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async () => {
    const popup = within(await within(document.body).findByRole('dialog', { name: 'فعال کورسز منتخب کریں' }));
    await userEvent.click(popup.getByRole('button', { name: 'اپ ڈیٹ کریں' }));
    await expect(await popup.findByText('براہ کرم کم از کم ایک کورس منتخب کریں۔')).toBeVisible();
  },
};
