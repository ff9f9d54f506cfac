import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailItem } from './DetailItem';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'One label and its value on a view screen or in a details dialog: a course\'s type, a subscription\'s end date.',
  avoid: 'Not for editable values: use a field. Not for many rows of the same kind: use `DataTable`.',
  keyboard: ['Not focusable; it holds text only (a link inside it is reached with Tab).'],
  screenReader: ['The label is a term and the value its description, so they are read together.', 'A typed value is set with `dir="auto"` and reads in its own direction.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/DetailItem',
  tags: ['autodocs'],
  parameters: { usage },
  component: DetailItem,
  args: { label: 'Title', children: 'Hajj Stories from First-Time Pilgrims' },
  render: (args) => (
    <dl className="grid max-w-xl gap-4 sm:grid-cols-2">
      <DetailItem {...args} />
      <DetailItem label="Status">Published</DetailItem>
    </dl>
  ),
} satisfies Meta<typeof DetailItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fact of a view: its label above its value, as a term and its definition. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Title').tagName).toBe('DT');
    await expect(canvas.getByText('Hajj Stories from First-Time Pilgrims').closest('dd')).toBeVisible();
  },
};

/** A value people typed spans both columns when it is long. */
export const Wide: Story = {
  args: { label: 'Description', isWide: true, isUserText: true, children: 'Young pilgrims share what the journey taught them, from the first sight of the Kaaba to the last day at Mina.' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Description').parentElement).toHaveClass('sm:col-span-2');
  },
};

/**
 * An English value on an Urdu page reads left to right, its full stop at its end, inside an inline
 * isolate: the value keeps the view's alignment. A value the panel writes (Status) follows the page.
 */
export const EnglishOnUrduPage: Story = {
  args: { label: 'تفصیل', isUserText: true, children: 'Young pilgrims share what the journey taught them.' },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByText('Young pilgrims share what the journey taught them.');
    await expect(value).toHaveAttribute('dir', 'auto');
    await expect(value.matches(':dir(ltr)')).toBe(true);
    await expect(getComputedStyle(value.closest('dd')!).direction).toBe('rtl');
    await expect(canvas.getByText('Published')).not.toHaveAttribute('dir');
  },
};
