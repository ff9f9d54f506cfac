import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { contractHandler, resourceStoryFrame } from '@/shared/lib/storybook';
import { CommentsPage } from './CommentsPage';
import { answered, commentRows } from './storyFixtures';

const meta = {
  title: 'pages/local-community/comments/CommentScreens',
  tags: ['autodocs'],
  component: CommentsPage,
  ...resourceStoryFrame(commentRows, { route: '/local-community/comments/*', path: `/local-community/comments/edit/${answered.commentId}`, viewport: { width: 1000, height: 900 } }),
} satisfies Meta<typeof CommentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const commentBox = (canvas: Canvas) => canvas.findByRole('textbox', { name: /^Comment/ });
async function loaded(canvas: Canvas) {
  await waitFor(async () => expect(await commentBox(canvas)).toHaveValue(answered.message));
}

/** The comment under the post it answers; a change is saved. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Comment' })).toBeVisible();
    await loaded(canvas);
    await expect(canvas.getByText(answered.postMessage)).toBeVisible();
    await userEvent.type(await commentBox(canvas), ' In sha Allah.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
  },
};

/** Only spaces are refused with the spec's words. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const box = await commentBox(canvas);
    await userEvent.clear(box);
    await userEvent.type(box, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter valid comment')).toBeVisible();
  },
};

/** A refused save says why and keeps what was typed. */
export const SaveFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(siteContract.discussionComments.calls.update!, () => HttpResponse.json({ success: false, message: 'The content service is unavailable.' }, { status: 503 })),
        ...commentRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.type(await commentBox(canvas), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The content service is unavailable.')).toBeVisible();
    await expect(await commentBox(canvas)).toHaveValue(`${answered.message}!`);
  },
};

/** The Urdu form, with 'Please enter valid comment' in Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'تبصرے میں ترمیم' })).toBeVisible();
    const box = await canvas.findByRole('textbox', { name: /^تبصرہ/ });
    await waitFor(() => expect(box).toHaveValue(answered.message));
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم درست تبصرہ درج کریں')).toBeVisible();
  },
};
