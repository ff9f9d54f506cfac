import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'One line of text: a title, a name, an e-mail address, a password; typed text takes the direction of its own letters.',
  avoid: 'For numbers with limits: `NumberField`. For several lines: `TextArea`.',
  keyboard: ['Plain typing; Enter submits the form; Tab moves on.'],
  screenReader: ['A text box named by its label; the hint and the error are its description; a password field hides what is typed.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/TextField',
  tags: ['autodocs'],
  parameters: { usage },
  component: TextField,
  args: { label: 'Course title', placeholder: 'e.g. Learning to pray', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each new value. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Course title' });
    await userEvent.type(input, 'Daily prayers');
    await expect(input).toHaveValue('Daily prayers');
    await expect(args.onChange).toHaveBeenLastCalledWith('Daily prayers');
  },
};

/** Help text under the field is part of the input's description. */
export const WithHint: Story = {
  args: { description: 'Shown to learners in the app. At most 80 characters.', maxLength: 80, isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Course title' });
    await expect(input).toHaveAccessibleDescription('Shown to learners in the app. At most 80 characters.');
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('maxlength', '80');
  },
};

/** A password field hides what is typed. */
export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, autoComplete: 'current-password' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret');
    await expect(args.onChange).toHaveBeenLastCalledWith('secret');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Fajr basics', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Course title' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Fajr basics');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A derived value (the slug) can be read and copied but not changed. */
export const ReadOnly: Story = {
  args: { label: 'Slug', defaultValue: 'fajr-basics', isReadOnly: true, description: 'Made from the title.' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Slug' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('fajr-basics');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The message shows under the field, the input is marked invalid and described by it. */
export const Invalid: Story = {
  args: { isRequired: true, value: '', errorMessage: 'Please enter a valid title' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Course title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByText('Please enter a valid title')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Please enter a valid title');
  },
};

export const Rtl: Story = {
  args: {
    label: 'کورس کا عنوان',
    placeholder: 'مثلاً نماز سیکھنا',
    description: 'ایپ میں طلبہ کو دکھایا جاتا ہے۔',
  },
  globals: { locale: 'ur' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'کورس کا عنوان' });
    await userEvent.type(input, 'روزانہ نماز');
    await expect(args.onChange).toHaveBeenLastCalledWith('روزانہ نماز');
  },
};

/**
 * English typed on an Urdu page reads left to right, its full stop at its end: the field takes the text's
 * own direction once it holds some; empty, it follows the page, so the Urdu placeholder starts at the right.
 */
export const EnglishOnUrduPage: Story = {
  args: { label: 'کورس کا عنوان', placeholder: 'مثلاً نماز سیکھنا' },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'کورس کا عنوان' });
    await expect(input).not.toHaveAttribute('dir');
    await expect(getComputedStyle(input).direction).toBe('rtl');
    await userEvent.type(input, 'Young pilgrims share their first Hajj.');
    await expect(input).toHaveAttribute('dir', 'auto');
    await expect(input.matches(':dir(ltr)')).toBe(true);
  },
};

/** Urdu typed on an English page reads right to left. */
export const UrduOnEnglishPage: Story = {
  args: { defaultValue: 'روزانہ نماز کی رہنمائی۔' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Course title' });
    await expect(input).toHaveAttribute('dir', 'auto');
    await expect(input.matches(':dir(rtl)')).toBe(true);
  },
};

/** Arabic typed in an English screen: the input is right to left and counts against its limit. */
export const ArabicWithCounter: Story = {
  args: { label: 'Arabic title', placeholder: undefined, dir: 'rtl', lang: 'ar', maxLength: 80, showCounter: true, defaultValue: 'مقدمة' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Arabic title' });
    await expect(input).toHaveAttribute('dir', 'rtl');
    await expect(input).toHaveAttribute('lang', 'ar');
    await userEvent.type(input, ' في التجويد');
    await expect(canvas.getByTestId('character-counter')).toHaveTextContent('16 / 80');
  },
};
