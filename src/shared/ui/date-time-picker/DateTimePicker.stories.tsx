import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** Holds the value like a form would, and reports every change to the story's spy. */
function StatefulDateTimePicker(props: DateTimePickerProps) {
  const [value, setValue] = useState(props.value ?? null);
  return (
    <DateTimePicker
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
  use: 'Typing or picking a day and a time of day together: when an event starts, when a code expires.',
  avoid: 'Not when only the day matters: use `DatePicker`.',
  keyboard: ['Each part of the date and the time is a spin button: type digits, or Up and Down to change it, Left and Right to move between parts.', 'The calendar button opens the calendar: arrows move by day, Enter picks, Escape closes.'],
  screenReader: ['Announced as a group named by its label, each part named (day, month, year, hour, minute, AM/PM).'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/DateTimePicker',
  tags: ['autodocs'],
  parameters: { usage },
  component: DateTimePicker,
  args: { label: 'Session start', value: '2025-03-10T09:30:00', onChange: fn() },
  render: (args) => <StatefulDateTimePicker {...args} />,
} satisfies Meta<typeof DateTimePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openCalendar(canvasElement: HTMLElement, openLabel: string | RegExp) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: openLabel }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
}

async function closeCalendar(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const popover = await openCalendar(canvasElement, /open calendar/i);
    await userEvent.click(within(popover.getByRole('grid')).getByText('20'));
    // The picked day keeps the time already set.
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-20T09:30:00');
    await userEvent.click(popover.getByRole('spinbutton', { name: /minute/i }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-20T09:31:00');
    await closeCalendar(canvasElement);
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent(/3\/20\/2025, \u2066?9:31\u2069?\s?AM/);
  },
};

export const Hijri: Story = {
  args: { label: 'Event start', calendar: 'hijri' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveTextContent(/9\/10\/1446 AH, \u2066?9:30\u2069?\s?AM/);
    const popover = await openCalendar(canvasElement, /open calendar/i);
    await expect(popover.getByRole('heading')).toHaveTextContent('Ramadan 1446');
    await userEvent.click(within(popover.getByRole('grid')).getByRole('button', { name: /Ramadan 27, 1446/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-27T09:30:00');
  },
};

export const WithMinMax: Story = {
  args: {
    label: 'Live session start',
    value: null,
    // "Now" is fixed at 10 March 2025, 09:00 so the picture never changes: only later days are allowed.
    placeholderValue: '2025-03-10T09:00:00',
    minValue: '2025-03-11T00:00:00',
    maxValue: '2025-04-30T23:59:00',
    description: 'From tomorrow until the end of April.',
  },
  play: async ({ args, canvasElement }) => {
    const popover = await openCalendar(canvasElement, /open calendar/i);
    const grid = within(popover.getByRole('grid'));
    await expect(grid.getByText('10')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(grid.getByRole('button', { name: /March 25, 2025/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
    // Closing keeps the picked day with the placeholder's time.
    await closeCalendar(canvasElement);
    await expect(args.onChange).toHaveBeenCalledWith('2025-03-25T09:00:00');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /open calendar/i })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { value: null, isRequired: true, isInvalid: true, errorMessage: 'Select start date and time' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Select start date and time')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Rtl: Story = {
  args: { label: 'سیشن کا آغاز', description: 'براہ راست سیشن شروع ہونے کا وقت' },
  globals: { locale: 'ur' },
  play: async ({ args, canvasElement }) => {
    const popover = await openCalendar(canvasElement, /کیلنڈر کھولیں/);
    await userEvent.click(within(popover.getByRole('grid')).getByText('20'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-20T09:30:00');
    // The popover stays open for the time, hanging from the field's right-hand (start) edge.
    await expect(popover.getByText('وقت')).toBeVisible();
  },
};
