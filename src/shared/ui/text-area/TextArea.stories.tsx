import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';
import type { ComponentUsage } from '@/shared/lib/storybook';

const ALMOST_FULL = 'Learners practise the five daily prayers step by step, with audio for every recitation and short quizzes.';
const FULL = `${ALMOST_FULL} Ideal start.`.slice(0, 110);

/** The written part of the docs page. */
const usage = {
  use: 'Plain text of several lines: a description, a note, with a counter when the spec gives a limit.',
  avoid: 'For formatted text: `RichTextEditor`. For one line: `TextField`.',
  keyboard: ['Plain typing; Enter starts a new line; Tab moves on.'],
  screenReader: ['A multi-line text box named by its label; the hint, the counter near its limit and the error are its description.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/TextArea',
  tags: ['autodocs'],
  parameters: { usage },
  component: TextArea,
  args: { label: 'Description', maxLength: 110, showCounter: true, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The counter follows what is typed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'Short lessons');
    await expect(args.onChange).toHaveBeenLastCalledWith('Short lessons');
    await expect(canvas.getByTestId('character-counter')).toHaveTextContent('13 / 110');
  },
};

export const WithHint: Story = {
  args: { description: 'Shown under the course title. Keep it short.', showCounter: false, isRequired: true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAccessibleDescription('Shown under the course title. Keep it short.');
    await expect(textarea).toBeRequired();
  },
};

/** Near the limit the counter turns amber and screen readers hear how many characters are left. */
export const CounterNearLimit: Story = {
  args: { defaultValue: ALMOST_FULL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('character-counter')).toHaveTextContent(`${ALMOST_FULL.length} / 110`);
    await expect(await canvas.findByText('5 characters left')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), ' Ideal');
    await expect(await canvas.findByText('0 characters left')).toBeInTheDocument();
  },
};

/** At the limit nothing more can be typed. */
export const CounterAtLimit: Story = {
  args: { defaultValue: FULL },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, ' more');
    await expect(textarea).toHaveValue(FULL);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByTestId('character-counter')).toHaveTextContent('110 / 110');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Archived course.', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'Imported from the previous system.', isReadOnly: true, showCounter: false },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('readonly');
    await userEvent.type(textarea, 'x');
    await expect(textarea).toHaveValue('Imported from the previous system.');
  },
};

export const Invalid: Story = {
  args: { value: '', isRequired: true, errorMessage: 'Please enter description' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByText('Please enter description')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('Please enter description');
  },
};

export const Rtl: Story = {
  args: { label: 'تفصیل', description: 'کورس کے عنوان کے نیچے دکھائی جاتی ہے۔', defaultValue: 'روزانہ پانچ نمازیں' },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'تفصیل' }), ' سیکھیں');
    await expect(canvas.getByTestId('character-counter')).toHaveTextContent('25 / 110');
  },
};
