import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'Showing HTML a person wrote (an article, a lesson\'s theory) on a view screen, cleaned of anything that could run.',
  avoid: 'Never use raw HTML elsewhere; for plain text use text.',
  keyboard: ['Only the links inside it are focusable.'],
  screenReader: ['Read as the HTML\'s own headings, lists and links.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/SafeHtml',
  tags: ['autodocs'],
  parameters: { usage },
  component: SafeHtml,
  args: {
    html: '<h2>Iftar plan</h2><ul><li><p>Dates and water</p></li></ul><blockquote><p>Be generous.</p></blockquote><p>Read <a href="https://example.org/iftar">the guide</a>.</p><p dir="rtl">ہماری مسجد میں افطار سب کے لیے ہے۔</p>',
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rich text as the editor makes it: a heading, a list, a quote, a link opening safely and a right-to-left paragraph. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Iftar plan' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'the guide' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('p[dir=rtl]')).toHaveTextContent('افطار');
  },
};

/** Hostile HTML shows its text only: no script, frame, handler or script address survives. */
export const Hostile: Story = {
  args: {
    html: '<p onclick="window.hostile = 1">Click me</p><script>window.hostile = 2</script><a href="javascript:window.hostile = 3">bad</a><iframe src="https://evil.example"></iframe><img src="data:image/svg+xml,x"><p style="color:red" dir="evil">plain</p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Click me')).not.toHaveAttribute('onclick');
    await expect(canvas.getByText('bad')).not.toHaveAttribute('href');
    await expect(canvas.getByText('plain')).not.toHaveAttribute('style');
    await expect(canvas.getByText('plain')).not.toHaveAttribute('dir');
    await expect(canvasElement.querySelectorAll('script, iframe, img')).toHaveLength(0);
    await expect((window as unknown as { hostile?: number }).hostile).toBeUndefined();
  },
};
