import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makePng, type ComponentUsage } from '@/shared/lib/storybook';
import { FileDrop } from './FileDrop';

const GREEN_DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The written part of the docs page. */
const usage = {
  use: 'Choosing a file to upload (pictures, audio, documents), by dropping it or picking it, with the section\'s size, type and dimension limits checked before it is sent.',
  avoid: 'Not for a picture inside rich text: the rich text editor has its own picker.',
  keyboard: ['Tab reaches the Choose file button; Enter or Space opens the system\'s file picker.', 'A chosen file\'s Remove button is reached with Tab.'],
  screenReader: ['The drop area is a group named by its label; its limits are its description.', 'A refused file\'s reason is read as an error; the upload\'s progress is a progress bar with its percentage.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/FileDrop',
  tags: ['autodocs'],
  parameters: { usage },
  component: FileDrop,
  args: {
    label: 'Course image',
    accept: ['image/png', 'image/jpeg'],
    maxBytes: 1024 * 1024,
    tooLargeMessage: 'Filesize must be smaller than 1MB!',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Browse' })).toBeEnabled();
    await expect(canvas.getByText('PNG, JPEG, up to 1 MB')).toBeVisible();
  },
};

export const Chosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = await makePng('cover.png');
    const input = fileInput(canvasElement);
    if (input) await userEvent.upload(input, file);
    await expect(await canvas.findByRole('img', { name: 'Preview of cover.png' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Browse' })).toBeVisible();
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const input = fileInput(canvasElement);
    if (input) await userEvent.upload(input, await makePng('huge.png', 60, 40, 1024 * 1024 + 10));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Filesize must be smaller than 1MB!');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WrongDimensions: Story = {
  args: { dimensions: { minWidth: 100, minHeight: 100 } },
  play: async ({ args, canvasElement }) => {
    const input = fileInput(canvasElement);
    if (input) await userEvent.upload(input, await makePng('small.png'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The image is 60 × 40 px, outside the allowed size.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    if (input) await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This file type is not allowed.');
  },
};

export const Saved: Story = {
  args: { value: { name: 'tajweed-cover.png', url: GREEN_DOT, size: 48_213 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Preview of tajweed-cover.png' })).toBeVisible();
  },
};

export const Document: Story = {
  args: {
    label: 'Course assets',
    accept: ['application/pdf'],
    maxBytes: 10 * 1024 * 1024,
    value: { name: 'syllabus.pdf', url: '/files/syllabus.pdf', size: 320_000 },
  },
};

export const Uploading: Story = {
  args: { value: { name: 'tajweed-cover.png', url: GREEN_DOT, size: 48_213 }, progress: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading…' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeDisabled();
  },
};

export const Invalid: Story = { args: { isRequired: true, errorMessage: 'Please upload a course image' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Browse' })).toBeDisabled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { label: 'کورس کی تصویر', tooLargeMessage: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('کورس کی تصویر')).toBeVisible();
    // The drop zone is announced in Urdu, not as react-aria's English "DropZone".
    await expect(within(canvasElement).getByRole('button', { name: 'کورس کی تصویر کے لیے فائل یہاں چھوڑیں' })).toBeInTheDocument();
  },
};
