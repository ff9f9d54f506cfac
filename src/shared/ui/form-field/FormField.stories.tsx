import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cn } from '@/shared/lib/cn';
import { FormField, type FormFieldControlProps, type FormFieldProps } from './FormField';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** A plain control, as a feature with a custom widget would bring. */
function ColourInput({ isInvalid, ...control }: FormFieldControlProps & { isInvalid?: boolean }) {
  return (
    <input
      {...control}
      type="text"
      defaultValue="#1f6f5c"
      className={cn(
        'min-h-10 w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-sm text-ink outline-none',
        'focus:border-focus focus:ring-1 focus:ring-focus',
        isInvalid && 'border-danger-600 focus:ring-danger-600',
      )}
    />
  );
}

/** The written part of the docs page. */
const usage = {
  use: 'The frame of every field: its label, hint, character counter and error message, laid out the same way across the panel. Fields of the design system use it already.',
  avoid: 'Not around a field that has its own frame (every field in `shared/ui` does). Not as a layout box for other content.',
  keyboard: ['Adds nothing to the keyboard: the control inside it takes focus.'],
  screenReader: ['The label names the control; the hint and the error are its description, and an invalid control is marked invalid.', 'A required field is marked required.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/FormField',
  tags: ['autodocs'],
  parameters: { usage },
  component: FormField,
  args: {
    label: 'Theme colour',
    description: 'A hex code such as #1f6f5c.',
    // Typed wide so a story may pass plain children instead of a render function.
    children: ((control: FormFieldControlProps) => <ColourInput {...control} />) as FormFieldProps['children'],
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control and the hint describes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Theme colour' });
    await expect(input).toHaveAccessibleDescription('A hex code such as #1f6f5c.');
    await expect(input).not.toBeInvalid();
  },
};

/** The error shows under the hint; the control is invalid and described by both. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    errorMessage: 'Please enter a colour such as #1f6f5c.',
    children: (control: FormFieldControlProps) => <ColourInput {...control} isInvalid />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Theme colour' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    await expect(describedBy).toHaveLength(2);
    await expect(input).toHaveAccessibleDescription('A hex code such as #1f6f5c. Please enter a colour such as #1f6f5c.');
    await expect(canvas.getByText('Please enter a colour such as #1f6f5c.').closest('p')).toHaveAttribute('id', describedBy[1]);
  },
};

/** Plain children (several controls) are wrapped in a group named by the label. */
export const Group: Story = {
  args: {
    label: 'Opening hours',
    description: 'Times are in Pakistan Standard Time.',
    children: (
      <div className="flex items-center gap-2">
        <input aria-label="Opens at" type="time" defaultValue="09:00" className="rounded-control border border-border-strong bg-surface px-2 py-1.5 text-sm text-ink" />
        <span aria-hidden="true" className="text-ink-muted">–</span>
        <input aria-label="Closes at" type="time" defaultValue="17:30" className="rounded-control border border-border-strong bg-surface px-2 py-1.5 text-sm text-ink" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Opening hours' });
    await expect(group).toHaveAccessibleDescription('Times are in Pakistan Standard Time.');
    await expect(within(group).getByLabelText('Opens at')).toHaveValue('09:00');
  },
};

export const Rtl: Story = {
  args: {
    label: 'تھیم کا رنگ',
    description: 'ہیکس کوڈ، جیسے #1f6f5c۔',
    errorMessage: 'براہِ کرم درست رنگ درج کریں۔',
    children: (control: FormFieldControlProps) => <ColourInput {...control} isInvalid />,
  },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'تھیم کا رنگ' });
    await expect(input).toHaveAccessibleDescription('ہیکس کوڈ، جیسے #1f6f5c۔ براہِ کرم درست رنگ درج کریں۔');
  },
};
