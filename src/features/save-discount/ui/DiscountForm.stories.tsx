import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, discountsContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { DiscountForm } from './DiscountForm';

const [eid] = contractFixtures.discountFixtures;
const saved = (message: string) => () => HttpResponse.json({ success: true, message, id: 3 });
/** The bodies of the saves the form sent, newest last (reset before each story). */
let sentBodies: unknown[] = [];
const handlers = (reply: () => Response | Promise<Response> = saved('Record added successfully!')) => {
  const answer = async ({ request }: { request: Request }) => {
    sentBodies.push(await request.json());
    return reply();
  };
  return [contractHandler(discountsContract.createDiscount, answer), contractHandler(discountsContract.updateDiscount, answer)];
};

const meta = {
  title: 'features/save-discount/DiscountForm',
  component: DiscountForm,
  args: { onDone: fn() },
  beforeEach: () => {
    sentBodies = [];
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { msw: { handlers: handlers() }, screenshot: { viewport: { width: 900, height: 520 } } },
} satisfies Meta<typeof DiscountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a date as the spec writes it, YYYY-MM-DD: the field's segments take year, month and day in that order. */
async function typeDate(canvas: ReturnType<typeof within>, label: string, isoDate: string) {
  const group = canvas.getByRole('group', { name: label });
  const [first] = within(group).getAllByRole('spinbutton');
  if (first) await userEvent.click(first);
  await userEvent.keyboard(isoDate.replaceAll('-', ''));
}

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Discount Name/ }), 'Winter term 15%');
  await userEvent.click(canvas.getByRole('button', { name: /Discount Type/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Percentage Bases' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Discount Value/ }), '15');
  await typeDate(canvas, 'Start Date', '2026-12-01');
  await typeDate(canvas, 'Expiry Date', '2026-12-31');
  return canvas;
}

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Discount Name/ })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: /Discount Type/ }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Percentage Bases', 'Flat']);
    await userEvent.keyboard('{Escape}');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter valid discount title')).toBeVisible();
    await expect(canvas.getByText('Please select discount type!')).toBeVisible();
    await expect(canvas.getByText('Please enter a value')).toBeVisible();
    await expect(canvas.getByText('Please enter valid start date')).toBeVisible();
    await expect(canvas.getByText('Please enter valid expiry date')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** An expiry before the start is refused before anything is sent. */
export const ExpiryBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await typeDate(canvas, 'Expiry Date', '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Expiry date cannot be before the start date.')).toBeVisible();
  },
};

/** Start Date and Expiry Date are typed and shown as YYYY-MM-DD, and sent so. */
export const IsoDates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Start Date' })).toHaveTextContent('2026-12-01');
    await expect(canvas.getByRole('group', { name: 'Expiry Date' })).toHaveTextContent('2026-12-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await expect(sentBodies[0]).toMatchObject({ startAt: '2026-12-01', expiresAt: '2026-12-31' });
  },
};

export const Saving: Story = {
  parameters: {
    msw: {
      handlers: handlers(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

/** The server refuses: the spec's failure text with its reason; every field keeps its value. */
export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: handlers(() => HttpResponse.json({ success: false, message: 'A percentage discount cannot be more than 100.' }, { status: 400 })) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong, please check all the fields.');
    await expect(alert).toHaveTextContent('A percentage discount cannot be more than 100.');
    await expect(canvas.getByRole('textbox', { name: /Discount Name/ })).toHaveValue('Winter term 15%');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { discount: eid },
  parameters: { msw: { handlers: handlers(saved('Record updated successfully!')) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Discount Name/ })).toHaveValue('Eid flat offer');
    await expect(canvas.getByRole('button', { name: /Discount Type/ })).toHaveTextContent('Flat');
    await expect(canvas.getByRole('group', { name: 'Start Date' })).toHaveTextContent('2026-12-07');
    await expect(canvas.getByRole('group', { name: 'Expiry Date' })).toHaveTextContent('2026-12-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم رعایت کی قسم منتخب کریں!')).toBeVisible();
  },
};
