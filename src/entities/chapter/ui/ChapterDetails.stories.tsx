import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contractFixtures } from '@/shared/api';
import { ChapterDetails } from './ChapterDetails';

const [, , , noonSakinah, , , qalqalah] = contractFixtures.chapterFixtures;

const meta = {
  title: 'entities/chapter/ChapterDetails',
  component: ChapterDetails,
  args: { chapter: noonSakinah!, courseTitle: 'Tajweed Basics' },
  parameters: { screenshot: { viewport: { width: 900, height: 520 } } },
} satisfies Meta<typeof ChapterDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = (label: string) => canvas.getByText(label).nextElementSibling;
    await expect(value('Course')).toHaveTextContent('Tajweed Basics');
    await expect(value('Course Access')).toHaveTextContent('Locked');
    await expect(value('Type')).toHaveTextContent('Default');
    await expect(value('Arabic Sign')).toHaveTextContent('Double Fathah');
    await expect(value('Status')).toHaveTextContent('Unpublished');
    await expect(canvas.getByText('أحكام النون الساكنة والتنوين')).toHaveAttribute('lang', 'ar');
  },
};

/** A Shapes chapter without an Arabic sign. */
export const Shapes: Story = {
  args: { chapter: qalqalah! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Type').nextElementSibling).toHaveTextContent('Shapes');
    await expect(canvas.getByText('Arabic Sign').nextElementSibling).toHaveTextContent('None');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('قسم').nextElementSibling).toHaveTextContent('عام');
    await expect(canvas.getByText('عربی علامت').nextElementSibling).toHaveTextContent('دو زبر (تنوین)');
  },
};
