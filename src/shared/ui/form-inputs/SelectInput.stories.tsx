import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inForm, storedValue } from './FormInputsStoryFrame';
import { SelectInput } from './SelectInput';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'A form field of the resource mechanism that picks one record from a list the server gives (an intro video), bound to the form by its field name.',
  avoid: 'Outside such a form: use `Select` or `ComboBox`.',
  keyboard: ['As `Select`: Enter, Space or Down opens the list; arrows move; Enter picks; Escape closes.'],
  screenReader: ['A button named by its label and its chosen value; the list is a list box.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/form-inputs/SelectInput',
  tags: ['autodocs'],
  component: SelectInput<string>,
  decorators: [inForm],
  args: {
    name: 'introVideoId',
    label: 'Intro video',
    placeholder: 'Choose a video',
    items: [
      { id: 'intro-1', label: 'Welcome to Tajweed' },
      { id: 'intro-2', label: 'How the course works' },
    ],
  },
  parameters: { usage, formInputs: { values: { introVideoId: null }, show: 'introVideoId' }, screenshot: { viewport: { width: 800, height: 320 } } },
} satisfies Meta<typeof SelectInput<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the placeholder shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Intro video/ })).toHaveTextContent('Choose a video');
    await expect(storedValue(canvasElement)).toBe('null');
  },
};

/** Picking from the list stores the item's id and shows its name. */
export const Picking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Intro video/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'How the course works' }));
    await waitFor(() => expect(storedValue(canvasElement)).toBe('"intro-2"'));
    await expect(canvas.getByRole('button', { name: /How the course works/ })).toBeVisible();
  },
};

/** A refused Save: the spec's message under the list. */
export const Invalid: Story = {
  parameters: { formInputs: { error: { name: 'introVideoId', message: 'Please select Video Title' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please select Video Title')).toBeVisible();
  },
};

/** While the form is saved the list is locked. */
export const Busy: Story = {
  parameters: { formInputs: { isBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Intro video/ })).toBeDisabled();
  },
};

/** In Urdu the list sits right to left. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Intro video/ })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
