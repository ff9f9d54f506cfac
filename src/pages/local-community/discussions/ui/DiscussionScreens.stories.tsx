import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { contractHandler, resourceStoryFrame } from '@/shared/lib/storybook';
import { DiscussionsPage } from './DiscussionsPage';
import { deletedByAuthor, discussionHandlers, halaqa, parking, postRows } from './storyFixtures';

const { discussions } = siteContract;
const editPath = (post: siteContract.DiscussionPost) => `/local-community/discussion/edit/${post.postId}`;

const meta = {
  title: 'pages/local-community/discussions/DiscussionScreens',
  tags: ['autodocs'],
  component: DiscussionsPage,
  ...resourceStoryFrame(postRows, { route: '/local-community/discussion/*', path: editPath(parking), handlers: discussionHandlers, viewport: { width: 1000, height: 1200 } }),
} satisfies Meta<typeof DiscussionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const messageBox = (canvas: Canvas) => canvas.findByRole('textbox', { name: /^Message/ });
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save' }));
async function loaded(canvas: Canvas, post: siteContract.DiscussionPost) {
  await waitFor(async () => expect(await messageBox(canvas)).toHaveValue(post.message));
}

/** A post with a picture: message, group, status and type; removing the picture is sent with the save. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Discussion' })).toBeVisible();
    await loaded(canvas, parking);
    await expect(canvas.getByRole('img', { name: "The post's picture" })).toBeVisible();
    await expect(canvas.getByText(/By Bilal Baig/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remove the picture' }));
    await userEvent.type(await messageBox(canvas), ' The one on the high street?');
    await save(canvas);
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
  },
};

/** An empty message is refused at the field before anything is sent. */
export const Invalid: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, parking);
    await userEvent.clear(await messageBox(canvas));
    await save(canvas);
    await expect(await canvas.findByText('Enter the message.')).toBeVisible();
  },
};

/** A refused save says why and keeps what was typed. */
export const SaveFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(discussions.calls.update!, () => HttpResponse.json({ success: false, message: 'The content service is unavailable.' }, { status: 503 })),
        ...discussionHandlers,
        ...postRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, parking);
    await userEvent.type(await messageBox(canvas), ' Please reply.');
    await save(canvas);
    await expect(await canvas.findByText('The content service is unavailable.')).toBeVisible();
    await expect(await messageBox(canvas)).toHaveValue(`${parking.message} Please reply.`);
  },
};

/** Show Comments lists the post's comments; a visible one is hidden there and says so. */
export const ShowComments: Story = {
  parameters: { path: editPath(halaqa) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, halaqa);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Comments (2)' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Comments' });
    const comment = await within(dialog).findByRole('listitem', { name: 'Wardah Lodhi' });
    await expect(comment).toHaveTextContent('Yes, right after Asr in the small hall.');
    await userEvent.click(within(comment).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(within(comment).getByRole('button', { name: 'Unhide' })).toBeVisible());
    await expect(comment).toHaveTextContent('Hidden');
  },
};

/** A post its author deleted is shown, not edited. */
export const SoftDeleted: Story = {
  parameters: { path: editPath(deletedByAuthor), screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(deletedByAuthor.message)).toBeVisible();
    await expect(canvas.getByText('Deleted by its author')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** The Urdu panel mirrors the form; the English message keeps its own direction. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'گفتگو میں ترمیم' })).toBeVisible();
    await waitFor(async () => expect(await canvas.findByRole('textbox', { name: /^پیغام/ })).toHaveValue(parking.message));
    await expect(canvas.getByRole('button', { name: 'تبصرے دیکھیں (1)' })).toBeVisible();
  },
};
