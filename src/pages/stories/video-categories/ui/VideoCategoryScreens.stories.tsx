import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storiesContract } from '@/shared/api';
import { resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { categoryRows, duas } from './storyFixtures';
import { VideoCategoriesPage } from './VideoCategoriesPage';

const { videoCategories, VIDEO_CATEGORY_MESSAGES: M } = storiesContract;
const CREATE_PATH = '/category-management/create';
const EDIT_PATH = `/category-management/edit/${duas.id}`;

const meta = {
  title: 'pages/stories/video-categories/VideoCategoryScreens',
  tags: ['autodocs'],
  component: VideoCategoriesPage,
  ...resourceStoryFrame(categoryRows, { route: '/category-management/*', path: CREATE_PATH, viewport: { width: 1000, height: 640 } }),
} satisfies Meta<typeof VideoCategoriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /^Category Name/ });

const form = resourceFormStories({
  resource: videoCategories,
  rows: categoryRows,
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Video Categories',
  fill: (canvasElement) => userEvent.type(nameBox(canvasElement), 'Friday Reminders'),
  requiredMessages: [M.name],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'براہ کرم زمرے کا درست نام درج کریں' },
  kept: { label: /^Category Name/, value: 'Friday Reminders' },
  refusal: { status: 503, message: 'The stories service is unavailable.' },
  updateLabel: 'Update',
  change: async (canvas) => {
    const name = await canvas.findByRole('textbox', { name: /^Category Name/ });
    await waitFor(() => expect(name).toHaveValue('Duas'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Duas and Adhkar');
  },
});
/** /category-management/create: saved with the spec's words, then the list 2 s later with the new category and no videos. */
export const Create: Story = {
  ...form.Create,
  play: async (context) => {
    await form.Create.play(context);
    const list = await within(context.canvasElement).findByRole('grid', { name: 'Video Categories' });
    await expect(await within(list).findByRole('row', { name: /Friday Reminders/ })).toHaveTextContent('Friday Reminders0');
  },
};
/** An empty name, or one of spaces only, is refused with the spec's words. */
export const Invalid: Story = {
  ...form.Invalid,
  play: async (context) => {
    await form.Invalid.play(context);
    await userEvent.type(nameBox(context.canvasElement), '   ');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(context.canvasElement).findByText(M.name)).toBeVisible();
  },
};
export const Saving: Story = form.Saving;
/** A refused save: the spec's failure words with the server's reason, and the name as typed. */
export const SaveFailed: Story = {
  ...form.SaveFailed,
  play: async (context) => {
    await form.SaveFailed.play(context);
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(M.saveFailed);
  },
};
/** /category-management/edit/{CategoryManagementId}: the name, Update, and the change in the History panel. */
export const Edit: Story = { ...form.Edit, parameters: { ...form.Edit.parameters, screenshot: { viewport: { width: 1000, height: 760 } } } };
export const Urdu: Story = form.Urdu;

const standard = resourceRecordStories({
  resource: videoCategories,
  rows: categoryRows,
  existingPath: EDIT_PATH,
  missingPath: '/category-management/edit/999',
  notFoundText: 'This video category does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Category Name/ })).toHaveValue('Duas'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
