import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { resourceContract } from '@/shared/api';
import { HistoryPanel } from './HistoryPanel';
import type { ComponentUsage } from '@/shared/lib/storybook';

const entries: resourceContract.HistoryEntry[] = [
  {
    id: 3,
    action: 'updated',
    at: '2026-11-21T09:15:00.000Z',
    userId: 2,
    userName: 'Yusuf Qureshi',
    changes: [
      { field: 'name', from: 'Night Prayer', to: 'Qiyam al-Layl' },
      { field: 'slug', from: 'night-prayer', to: 'qiyam' },
    ],
  },
  { id: 1, action: 'created', at: '2026-11-02T08:00:00.000Z', userId: 1, userName: 'Amina Rahman', changes: [] },
];

/** The written part of the docs page. */
const usage = {
  use: 'Beside a record\'s form: every change made to it (who, when, field: before → after), newest first.',
  avoid: 'Not for a list of records: use `DataTable`.',
  keyboard: ['Its entries are text; a long history scrolls with the page.'],
  screenReader: ['A list of entries, each read as who, when and what changed; loading and failure are said in words.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/HistoryPanel',
  tags: ['autodocs'],
  component: HistoryPanel,
  args: { entries, fieldLabel: (field: string) => ({ name: 'Name', slug: 'Slug' })[field] ?? field },
  parameters: { usage, screenshot: { viewport: { width: 640, height: 320 } } },
} satisfies Meta<typeof HistoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: who, when, and each changed field from what to what. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'History' });
    const items = within(panel).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Yusuf Qureshi changed it');
    await expect(items[1]).toHaveTextContent('Name: Night Prayer → Qiyam al-Layl');
    await expect(items[2]).toHaveTextContent('Slug: night-prayer → qiyam');
    await expect(within(panel).getByText('Amina Rahman added it')).toBeVisible();
  },
};

/** A list reads as its items (a record by its title), and an empty one as a dash. */
export const Lists: Story = {
  args: {
    entries: [
      {
        id: 4,
        action: 'updated',
        at: '2026-11-21T09:15:00.000Z',
        userId: 2,
        userName: 'Yusuf Qureshi',
        changes: [
          { field: 'expertise', from: ['Tajweed', 'Makharij'], to: ['Tajweed', 'Makharij', 'Hifz'] },
          { field: 'attachedCourses', from: [], to: [{ id: 3, title: 'Tajweed for beginners' }] },
        ],
      },
    ],
    fieldLabel: (field: string) => ({ expertise: 'Expertise', attachedCourses: 'Attach Courses' })[field] ?? field,
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'History' });
    await expect(within(panel).getByText(/^Expertise:/)).toHaveTextContent('Expertise: Tajweed, Makharij → Tajweed, Makharij, Hifz');
    await expect(within(panel).getByText(/^Attach Courses:/)).toHaveTextContent('Attach Courses: — → Tajweed for beginners');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No changes recorded yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: undefined, isLoading: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the history…');
  },
};

export const Failed: Story = {
  args: { entries: undefined, error: 'The content service is unavailable.' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The history could not be loaded. The content service is unavailable.');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { fieldLabel: (field: string) => ({ name: 'نام', slug: 'سلگ' })[field] ?? field },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'تاریخچہ' });
    await expect(within(panel).getByText('Yusuf Qureshi نے اسے بدلا')).toBeVisible();
  },
};
