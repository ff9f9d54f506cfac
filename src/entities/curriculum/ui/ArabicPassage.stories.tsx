import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { weeklyLesson, weeklyTable } from '../model/curriculum';
import { ArabicPassage } from './ArabicPassage';

const opening = weeklyLesson(1, 1)?.arabicTitle ?? '';
/** The longest passage of the weekly table, and the first one that reads two chapters. */
const longest = weeklyTable().reduce((a, b) => (b.arabicTitle.length > a.arabicTitle.length ? b : a)).arabicTitle;
const twoChapters = weeklyTable().find((lesson) => lesson.from.chapter !== lesson.to.chapter)?.arabicTitle ?? '';

function passageIn(canvasElement: HTMLElement): HTMLElement {
  const passage = canvasElement.querySelector<HTMLElement>('[lang="ar"]');
  if (!passage) throw new Error('no Arabic passage rendered');
  return passage;
}

/** Each paragraph's first line starts at the right edge of the passage, as right-to-left text does. */
async function expectRightAligned(passage: HTMLElement) {
  const right = passage.getBoundingClientRect().right;
  for (const paragraph of passage.querySelectorAll('p')) {
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    // A line of mixed runs (letters, brackets, digits) has a box per run; the line ends at the rightmost.
    const boxes = [...range.getClientRects()];
    const top = Math.min(...boxes.map((box) => box.top));
    const lineRight = Math.max(...boxes.filter((box) => box.top - top < 12).map((box) => box.right));
    await expect(Math.abs(lineRight - right)).toBeLessThan(2);
  }
}

const meta = {
  title: 'entities/curriculum/ArabicPassage',
  component: ArabicPassage,
  args: { text: opening },
  decorators: [
    (Story) => (
      <div className="max-w-2xl rounded-card border border-border bg-surface p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArabicPassage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first lesson: the opening chapter, right to left in the Naskh face, verse numbers bracketed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const passage = passageIn(canvasElement);
    await expect(passage).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(passage).direction).toBe('rtl');
    await expect(getComputedStyle(passage).fontFamily).toContain('Noto Naskh Arabic');
    await expect(passage).toHaveTextContent('﴿١﴾');
    await expect(passage).toHaveTextContent('﴿٧﴾');
    await expectRightAligned(passage);
  },
};

/** Two chapters in one lesson: each is its own paragraph, the second opening with the basmala. */
export const TwoChapters: Story = {
  args: { text: twoChapters },
  play: async ({ canvasElement }) => {
    const paragraphs = passageIn(canvasElement).querySelectorAll('p');
    await expect(paragraphs).toHaveLength(2);
    for (const paragraph of paragraphs) await expect(paragraph.textContent).toMatch(/﴿[٠-٩]+﴾$/);
    await expect(paragraphs[1]?.textContent?.startsWith(opening.split(' ﴿')[0] ?? '')).toBe(true);
  },
};

/** The weekly table's longest passage wraps over many lines, every one flush right. */
export const LongPassage: Story = {
  args: { text: longest },
  parameters: { screenshot: { viewport: { width: 800, height: 900 } } },
  play: async ({ canvasElement }) => {
    const passage = passageIn(canvasElement);
    const lineHeight = parseFloat(getComputedStyle(passage.querySelector('p') ?? passage).lineHeight);
    await expect(passage.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 8);
    await expectRightAligned(passage);
  },
};

/** In the Urdu (right-to-left) interface the passage keeps its Arabic language and face. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const passage = passageIn(canvasElement);
    await expect(getComputedStyle(passage).fontFamily).toContain('Noto Naskh Arabic');
    await expectRightAligned(passage);
  },
};
