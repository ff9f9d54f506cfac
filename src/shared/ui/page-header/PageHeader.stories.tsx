import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { PageHeader } from './PageHeader';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'The top of every screen: its heading (the one `h1`) and the screen\'s actions at the end of the line (Add …), shown only as the bits allow.',
  avoid: 'Not for a section heading inside a screen: use a plain heading.',
  keyboard: ['Its actions are buttons reached with Tab.'],
  screenReader: ['The title is the page\'s level-one heading, which screen-reader users jump to first.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/PageHeader',
  tags: ['autodocs'],
  parameters: { usage },
  component: PageHeader,
  args: {
    title: 'Courses',
    breadcrumbs: [{ label: 'Academy', href: '/courses' }, { label: 'Courses' }],
    description: 'Every course of the academy, in the order learners see them.',
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(trail).getByRole('link', { name: 'Academy' })).toHaveAttribute('href', '/courses');
    await expect(within(trail).getByText('Courses')).toHaveAttribute('aria-current', 'page');
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Update Ranks</Button>
        <Button>Add Course</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add Course' })).toBeVisible();
  },
};

/** A viewer has no add action: the header simply has none. */
export const PermissionHidden: Story = {
  args: { actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const TitleOnly: Story = { args: { breadcrumbs: undefined, description: undefined } };

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: {
    title: 'کورسز',
    breadcrumbs: [{ label: 'اکیڈمی', href: '/courses' }, { label: 'کورسز' }],
    description: 'اکیڈمی کے تمام کورس، اسی ترتیب سے جس میں طلبہ انہیں دیکھتے ہیں۔',
    actions: <Button>کورس شامل کریں</Button>,
  },
};
