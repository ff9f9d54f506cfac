import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** Holds the value like a form would, and reports every change to the story's spy. */
function StatefulDatePicker(props: DatePickerProps) {
  const [value, setValue] = useState(props.value ?? null);
  return (
    <DatePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

/** The written part of the docs page. */
const usage = {
  use: 'Typing or picking one calendar day: a start date, an event day, in the Gregorian or an Islamic calendar.',
  avoid: 'Not when a time matters too: use `DateTimePicker`. Not for a day relative to now ("5 minutes ago"): that is a display, from the date helpers.',
  keyboard: ['Each part (day, month, year) is a spin button: type digits, or Up and Down to change it, Left and Right to move between parts.', 'The calendar button opens the calendar: the arrow keys move by day and week, Page Up and Page Down by month, Enter picks, Escape closes.'],
  screenReader: ['Announced as a group named by its label with each part named (day, month, year); the calendar is a grid of days named in full.', 'In Urdu the calendar\'s words come from the panel\'s Urdu strings.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/DatePicker',
  tags: ['autodocs'],
  parameters: { usage },
  component: DatePicker,
  args: { label: 'Start date', value: '2025-03-10', onChange: fn() },
  render: (args) => <StatefulDatePicker {...args} />,
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the popover with the named button and picks the day shown as `day` in the month grid. */
async function pickDay(canvasElement: HTMLElement, openLabel: string | RegExp, day: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: openLabel }));
  const page = within(canvasElement.ownerDocument.body);
  const grid = await page.findByRole('grid');
  await userEvent.click(within(grid).getByText(day));
  await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await pickDay(canvasElement, /open calendar/i, '20');
    await expect(args.onChange).toHaveBeenCalledWith('2025-03-20');
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('3/20/2025');
  },
};

/** The ISO form: typed and shown as YYYY-MM-DD (year first), as a form that stores such dates asks. */
export const IsoFormat: Story = {
  args: { inputFormat: 'iso', value: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = within(canvas.getByRole('group')).getAllByRole('spinbutton');
    await expect([first, second, third].map((segment) => segment?.dataset.type)).toEqual(['year', 'month', 'day']);
    await userEvent.click(first!);
    await userEvent.keyboard('20261201');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-01');
    await expect(canvas.getByRole('group')).toHaveTextContent('2026-12-01');
  },
};

/** The ISO form in Urdu: the same YYYY-MM-DD, read left to right, with the Urdu label and calendar. */
export const IsoFormatRtl: Story = {
  args: { label: 'تاریخ آغاز', inputFormat: 'iso', value: '2026-12-01' },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveTextContent('2026-12-01');
    // Typed in ISO order, its segments are still named in Urdu ("year" is سال).
    await expect(canvas.getByRole('spinbutton', { name: /^سال,/ })).toHaveTextContent('2026');
    await pickDay(canvasElement, /کیلنڈر کھولیں/, '20');
    await expect(canvas.getByRole('group')).toHaveTextContent('2026-12-20');
  },
};

export const Hijri: Story = {
  args: { label: 'Event date', calendar: 'hijri' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // 10 March 2025 is 10 Ramadan 1446 by Umm al-Qura.
    await expect(canvas.getByRole('group')).toHaveTextContent('9/10/1446 AH');
    await expect(canvas.getByText('Gregorian: Mar 10, 2025')).toBeInTheDocument();
    await pickDay(canvasElement, /open calendar/i, '20');
    await expect(args.onChange).toHaveBeenCalledWith('2025-03-20');
    await expect(await canvas.findByText('Gregorian: Mar 20, 2025')).toBeInTheDocument();
    // Leave the Hijri month open for the picture.
    await userEvent.click(canvas.getByRole('button', { name: /open calendar/i }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toHaveTextContent(/Ramadan 1446/);
  },
};

export const HijriAdjusted: Story = {
  args: { label: 'Event date', calendar: 'hijri', hijriAdjustment: -1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // One day behind Umm al-Qura: 10 March 2025 is shown as 9 Ramadan.
    await expect(canvas.getByRole('group')).toHaveTextContent('9/9/1446 AH');
    await pickDay(canvasElement, /open calendar/i, '20');
    // 20 Ramadan, one day behind Umm al-Qura, is 21 March 2025.
    await expect(args.onChange).toHaveBeenCalledWith('2025-03-21');
    await userEvent.click(canvas.getByRole('button', { name: /open calendar/i }));
    const grid = await within(canvasElement.ownerDocument.body).findByRole('grid');
    // The 21st of March 2025 was a Friday: the spoken label keeps the real weekday.
    await expect(within(grid).getByText('20')).toHaveAccessibleName(/^Friday/);
  },
};

export const WithMinMax: Story = {
  args: {
    label: 'Expiry date',
    value: null,
    // "Today" is fixed at 10 March 2025 so the picture never changes: only later days are allowed.
    placeholderValue: '2025-03-10',
    minValue: '2025-03-11',
    maxValue: '2025-04-30',
    description: 'From tomorrow until the end of April.',
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /open calendar/i }));
    const grid = await within(canvasElement.ownerDocument.body).findByRole('grid');
    await expect(within(grid).getByText('10')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(grid).getByText('7')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(grid).getByText('10'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(grid).getByRole('button', { name: /March 25, 2025/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2025-03-25');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /open calendar/i })).toBeDisabled();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const Invalid: Story = {
  args: { value: null, isRequired: true, isInvalid: true, errorMessage: 'Please enter valid start date' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please enter valid start date')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Rtl: Story = {
  args: { label: 'تاریخ آغاز', description: 'کورس شروع ہونے کی تاریخ' },
  globals: { locale: 'ur' },
  play: async ({ args, canvasElement }) => {
    await pickDay(canvasElement, /کیلنڈر کھولیں/, '20');
    await expect(args.onChange).toHaveBeenCalledWith('2025-03-20');
    // Reopen: the popover hangs from the field's right-hand (start) edge.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /کیلنڈر کھولیں/ }));
    const calendar = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(calendar).toBeVisible();
    // The columns are headed with Urdu's weekday names, not the Latin letters of its narrow form.
    await expect(calendar.querySelector('thead')).toHaveTextContent('اتوارپیرمنگل');
    // What react-aria says by itself is in Urdu: the chosen day, and the popover's hidden close button.
    await expect(within(calendar).getByRole('button', { name: /20.*، منتخب$/ })).toBeInTheDocument();
    await expect(within(canvasElement.ownerDocument.body).getAllByRole('button', { name: 'بند کریں', hidden: true }).length).toBeGreaterThan(0);
  },
};
