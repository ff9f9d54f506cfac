import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, discountsContract } from '@/shared/api';
import { changedOnce, contractHandler, memoryResource, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { DiscountsPage } from './DiscountsPage';

const { discounts, DISCOUNT_MESSAGES } = discountsContract;
const eid = contractFixtures.discountFixtures.find((discount) => discount.name === 'Eid flat offer')!;
const editPath = `/discounts/edit/${eid.id}`;
const discountRows = memoryResource(discounts, contractFixtures.discountFixtures, {
  history: changedOnce(eid.id, '2026-11-21T10:15:00.000Z', [{ field: 'value', from: 5, to: 10 }], '2026-11-20T09:30:00.000Z'),
  // What the server gives a new discount (the form names no id when adding): its creation time, unpublished, on no course.
  derived: (input) => (input.id == null ? { createdAt: '2026-11-21T09:00:00.000Z', isActive: false, attachedCourses: [] } : {}),
});

/** The bodies the saves sent, newest last (reset before each story). */
let sentBodies: unknown[] = [];

const meta = {
  title: 'pages/discounts/DiscountEditor',
  tags: ['autodocs'],
  component: DiscountsPage,
  ...resourceStoryFrame(discountRows, {
    route: '/discounts/*',
    path: '/discounts/create',
    viewport: { width: 1000, height: 640 },
    beforeEach: () => {
      sentBodies = [];
    },
  }),
} satisfies Meta<typeof DiscountsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a date as the spec writes it, YYYY-MM-DD: the field's segments take year, month and day in that order. */
async function typeDate(canvas: ReturnType<typeof within>, label: string, isoDate: string) {
  const [first] = within(canvas.getByRole('group', { name: label })).getAllByRole('spinbutton');
  if (first) await userEvent.click(first);
  await userEvent.keyboard(isoDate.replaceAll('-', ''));
}

/** Records each save's body before the memory answers it. */
const recordingSaves = () => {
  const record = async ({ request }: { request: Request }) => {
    sentBodies.push(await request.clone().json());
    return undefined;
  };
  return [contractHandler(discounts.calls.create!, record), ...discountRows.handlers()];
};

/** /discounts/create: the spec's fields; the days go as YYYY-MM-DD, then the message and the list 2 s later. */
export const Create: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: recordingSaves() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Discount' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discounts' })).toHaveAttribute('href', '/discounts');
    await userEvent.type(canvas.getByRole('textbox', { name: /Discount Name/ }), 'Winter term 15%');
    await userEvent.click(canvas.getByRole('button', { name: /Discount Type/ }));
    const options = await within(canvasElement.ownerDocument.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Percentage Bases', 'Flat']);
    await userEvent.click(options[0]!);
    await userEvent.type(canvas.getByRole('textbox', { name: /Discount Value/ }), '15');
    await typeDate(canvas, 'Start Date', '2026-12-01');
    await typeDate(canvas, 'Expiry Date', '2026-12-31');
    await expect(canvas.getByRole('group', { name: 'Expiry Date' })).toHaveTextContent('2026-12-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await expect(sentBodies).toEqual([{ id: null, name: 'Winter term 15%', type: 'PERCENTAGE', value: 15, startAt: '2026-12-01', expiresAt: '2026-12-31' }]);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Discounts' }, { timeout: 4000 })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Winter term 15%/ })).toBeVisible();
  },
};

/** Save with nothing filled in: each field says what it needs, in the spec's words. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(DISCOUNT_MESSAGES.name)).toBeVisible();
    for (const message of [DISCOUNT_MESSAGES.type, DISCOUNT_MESSAGES.value, DISCOUNT_MESSAGES.startAt, DISCOUNT_MESSAGES.expiresAt]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

/** The server refuses: the spec's failure words with its reason, and everything stays as typed. */
export const SaveFailed: Story = {
  parameters: {
    path: editPath,
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(discounts.calls.update!, () => HttpResponse.json({ success: false, message: DISCOUNT_MESSAGES.percentageTooHigh, fields: { value: DISCOUNT_MESSAGES.percentageTooHigh } }, { status: 400 })),
        ...discountRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Discount Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Eid offer');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(DISCOUNT_MESSAGES.saveFailed);
    await expect(alert).toHaveTextContent(DISCOUNT_MESSAGES.percentageTooHigh);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Discount Value/ })).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveValue('Eid offer');
  },
};

/** /discounts/edit/{discountId}: the form filled in with the days as YYYY-MM-DD, and below it who changed the discount. */
export const EditWithHistory: Story = {
  parameters: { path: editPath, screenshot: { viewport: { width: 1000, height: 860 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Discount' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Discount Name/ })).toHaveValue('Eid flat offer');
    await expect(canvas.getByRole('button', { name: /Discount Type/ })).toHaveTextContent('Flat');
    await expect(canvas.getByRole('group', { name: 'Start Date' })).toHaveTextContent('2026-12-07');
    await expect(canvas.getByRole('group', { name: 'Expiry Date' })).toHaveTextContent('2026-12-14');
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Discount Value: 5 → 10');
    await expect(within(history).getByText('Amina Rahman added it')).toBeVisible();
  },
};

const standard = resourceRecordStories({
  resource: discounts,
  rows: discountRows,
  existingPath: editPath,
  missingPath: '/discounts/edit/999',
  notFoundText: DISCOUNT_MESSAGES.notFound,
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /Discount Name/ })).toHaveValue('Eid flat offer'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;

/** Right to left: the Urdu labels and messages; the days still read YYYY-MM-DD. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  parameters: { path: editPath, screenshot: { viewport: { width: 1000, height: 860 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'رعایت میں ترمیم' })).toBeVisible();
    const name = await canvas.findByRole('textbox', { name: /رعایت کا نام/ });
    await expect(name).toHaveValue('Eid flat offer');
    await expect(canvas.getByRole('group', { name: 'تاریخِ آغاز' })).toHaveTextContent('2026-12-07');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم رعایت کا درست عنوان درج کریں')).toBeVisible();
    await expect(await canvas.findByText('Yusuf Qureshi نے اسے بدلا')).toBeVisible();
  },
};
