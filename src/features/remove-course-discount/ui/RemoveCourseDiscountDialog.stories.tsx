import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, coursesContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { RemoveCourseDiscountDialog } from './RemoveCourseDiscountDialog';

/** What each removal sent: the path's course and the body's list. */
let sent: { courseId: string; body: unknown }[] = [];

const removed = contractHandler(coursesContract.removeCourseDiscount, async ({ params, request }) => {
  sent.push({ courseId: String(params.courseId), body: await request.json() });
  return HttpResponse.json({ success: true, message: 'Discount Removed' });
});

const meta = {
  title: 'features/remove-course-discount/RemoveCourseDiscountDialog',
  component: RemoveCourseDiscountDialog,
  args: { course: { id: 1 }, onClose: fn() },
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
  parameters: { msw: { handlers: [removed] }, screenshot: { viewport: { width: 800, height: 480 } } },
} satisfies Meta<typeof RemoveCourseDiscountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const question = () => within(document.body).findByRole('alertdialog', { name: 'Are you sure?' });

/** The spec's question, with Cancel and Remove. */
export const Default: Story = {
  play: async () => {
    const dialog = within(await question());
    // The dialog fades in; wait until it has.
    await waitFor(() => expect(dialog.getByText('Do you really want to remove the discount for this course?')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};

/** Confirming sends the course in the path and in the list, then says 'Discount Removed' and closes. */
export const Removed: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await question()).getByRole('button', { name: 'Remove' }));
    await expect(await within(document.body).findByText('Discount Removed')).toBeVisible();
    await expect(sent).toEqual([{ courseId: '1', body: [1] }]);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** Cancel closes without removing anything. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await question()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(sent).toEqual([]);
  },
};

/** A refusal shows the server's reason; the question stays open to try again or cancel. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [contractHandler(coursesContract.removeCourseDiscount, () => HttpResponse.json({ success: false, message: 'This course does not exist.' }, { status: 404 }))] },
  },
  play: async ({ args }) => {
    const dialog = await question();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const body = within(document.body);
    await expect(await body.findByText('The discount was not removed')).toBeVisible();
    await expect(body.getByText('This course does not exist.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'کیا آپ کو یقین ہے؟' }));
    await waitFor(() => expect(dialog.getByText('کیا آپ واقعی اس کورس سے رعایت ہٹانا چاہتے ہیں؟')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'ہٹائیں' })).toBeEnabled();
  },
};
