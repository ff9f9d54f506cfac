import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makePng } from '@/shared/lib/storybook';
import { inCourseForm } from './CourseFieldFrame';
import { FileInput } from './FileInput';

const meta = {
  title: 'features/save-course/fields/FileInput',
  component: FileInput,
  decorators: [inCourseForm],
  args: { name: 'image', label: 'Course image', kind: 'image', isRequired: true },
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the drop zone and its Browse button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Browse' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** The picture the course already has is shown until another is chosen. */
export const Stored: Story = {
  loaders: [async () => ({ url: URL.createObjectURL(await makePng('cover.png', 320, 180)) })],
  render: (args, { loaded }) => <FileInput {...args} current={{ name: 'cover.png', url: loaded.url as string, isImage: true }} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('cover.png')).toBeVisible();
  },
};

/** A refused Save: the spec's message under the drop zone. */
export const Invalid: Story = {
  parameters: { courseField: { error: { name: 'image', message: 'validation.imageTooLarge' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Image must be smaller than 1MB!')).toBeVisible();
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

/** In Urdu the drop zone and its texts sit right to left. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-invalid]')).toBeNull();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
