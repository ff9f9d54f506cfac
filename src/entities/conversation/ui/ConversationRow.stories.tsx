import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contractFixtures } from '@/shared/api';
import { ConversationRow } from './ConversationRow';

const [waiting, ibrahim, yahya] = contractFixtures.unassignedConversationFixtures;
const [maryam] = contractFixtures.assignedConversationFixtures;
const [hamzaDone] = contractFixtures.completedConversationFixtures;

const meta = {
  title: 'entities/conversation/ConversationRow',
  component: ConversationRow,
  decorators: [
    (Story) => (
      <div className="w-80 border border-border bg-surface">
        <Story />
      </div>
    ),
  ],
  args: { conversation: ibrahim!, onSelect: fn() },
  parameters: { screenshot: { viewport: { width: 400, height: 160 } } },
} satisfies Meta<typeof ConversationRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A waiting text message: name, course and session, the last message's date and time, preview, and two unread. Pressing the row picks it. */
export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('button', { name: /Ibrahim Khan/ });
    await expect(row).toHaveTextContent('Is my madd long enough?');
    await expect(row).toHaveTextContent('Mar 14th 2025 9:55');
    await expect(row).toHaveTextContent('2 unread messages');
    await expect(row).not.toHaveAttribute('aria-current');
    await userEvent.click(row);
    await expect(args.onSelect).toHaveBeenCalledWith(4);
  },
};

/** The open conversation is marked as current. */
export const Selected: Story = {
  args: { conversation: maryam!, isSelected: true },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: /Maryam Iqbal/ });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toHaveTextContent('Voice message');
    await expect(row).toHaveTextContent('Level 1/Session 4');
  },
};

/** A weekly course names the assignment by week; an image's preview says so. */
export const ImageInWeeklyCourse: Story = {
  args: { conversation: waiting! },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: /Sumayya Rehman/ });
    await expect(row).toHaveTextContent('Week 1/Assignment 1');
    await expect(row).toHaveTextContent('Image');
    await expect(row).toHaveTextContent('3 unread messages');
  },
};

/** Everything read: no badge. */
export const AllRead: Story = {
  args: { conversation: hamzaDone! },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: /Hamza Sheikh/ });
    await expect(row).not.toHaveTextContent(/unread/);
  },
};

/** The course was deleted and the conversation has no message yet. */
export const CourseRemoved: Story = {
  args: { conversation: { ...yahya!, courseTitle: '', lastMessage: null, unreadCount: 0 } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: /Yahya Chaudhry/ });
    await expect(row).toHaveTextContent('Course removed');
    await expect(row).toHaveTextContent('No messages yet');
  },
};

/** In Urdu: the last message's time in the display format, with the Urdu month name. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { conversation: maryam!, isSelected: true },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: /Maryam Iqbal/ });
    await expect(row).toHaveTextContent('مارچ 14 2025 9:50');
    await expect(row).toHaveTextContent('صوتی پیغام');
    await expect(row).toHaveTextContent('2 بغیر پڑھے پیغامات');
  },
};
