import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LANGUAGE_KEY } from '@/shared/config';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'features/switch-language/LanguageSwitch',
  component: LanguageSwitch,
  beforeEach: () => {
    localStorage.removeItem(LANGUAGE_KEY);
    return () => localStorage.removeItem(LANGUAGE_KEY);
  },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'اردو' }));
    // The first switch fetches the Urdu words before the page turns; on a busy machine that passes a second.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
    await expect(document.documentElement).toHaveAttribute('lang', 'ur');
    await expect(localStorage.getItem(LANGUAGE_KEY)).toBe('"ur"');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  beforeEach: () => {
    localStorage.setItem(LANGUAGE_KEY, '"ur"');
    return () => localStorage.removeItem(LANGUAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'زبان' });
    await expect(within(group).getByRole('button', { name: 'اردو' })).toHaveAttribute('aria-pressed', 'true');
  },
};
