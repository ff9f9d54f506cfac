import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { changedOnce, contractHandler, expectReadOnly, memoryResource, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { TagsPage } from './TagsPage';

const { tags } = siteContract;
const quran = contractFixtures.tagFixtures.find((tag) => tag.name === 'Quran')!;
const tagRows = memoryResource(tags, contractFixtures.tagFixtures, {
  history: changedOnce(quran.tagId, '2026-11-20T13:30:00.000Z', [{ field: 'name', from: 'Quran Recitation', to: 'Quran' }]),
});

const meta = {
  title: 'pages/tags/TagScreens',
  tags: ['autodocs'],
  component: TagsPage,
  ...resourceStoryFrame(tagRows, { route: '/tags/*', path: '/tags/create', viewport: { width: 1000, height: 640 } }),
} satisfies Meta<typeof TagsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /tags/create: the slug follows the name; after saving, the success message, then the list 2 s later. */
export const Create: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Tag' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Laylat al-Qadr');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('laylat-al-qadr');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tags' }, { timeout: 4000 })).toBeVisible();
  },
};

/** The page form requires a name and a slug, with the spec's words; the focus moves to the first of them. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a valid name')).toBeVisible();
    await expect(canvas.getByText('Enter slug')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
  },
};

/** The server refuses a slug another tag has: the slug field says so and everything typed stays. */
export const SaveFailed: Story = {
  parameters: {
    path: `/tags/edit/${quran.tagId}`,
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(tags.calls.update!, () =>
          HttpResponse.json(
            { success: false, message: siteContract.TAG_MESSAGES.slugTaken, fields: { slug: siteContract.TAG_MESSAGES.slugTaken } },
            { status: 409 },
          ),
        ),
        ...tagRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slug = await canvas.findByRole('textbox', { name: /^Slug/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'hajj');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The tag could not be saved')).toBeVisible();
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    await expect(slug).toHaveValue('hajj');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Quran');
  },
};

/** /tags/edit/{tagId}: the form filled in, and below it who changed the tag and how. */
export const EditWithHistory: Story = {
  parameters: { path: `/tags/edit/${quran.tagId}`, screenshot: { viewport: { width: 1000, height: 760 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Quran');
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Name: Quran Recitation → Quran');
    await expect(within(history).getByText('Amina Rahman added it')).toBeVisible();
  },
};

/** /tags/view/{tagId}: read-only, with the history. */
export const View: Story = {
  parameters: { path: `/tags/view/${quran.tagId}`, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'View Tag' })).toBeVisible();
    await expect(await canvas.findByText('quran')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(await canvas.findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expectReadOnly(canvasElement);
  },
};

const standard = resourceRecordStories({
  resource: tags,
  rows: tagRows,
  existingPath: `/tags/edit/${quran.tagId}`,
  missingPath: '/tags/edit/999',
  notFoundText: 'This tag does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Quran'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;

export const Urdu: Story = {
  globals: { locale: 'ur' },
  parameters: { path: `/tags/edit/${quran.tagId}`, screenshot: { viewport: { width: 1000, height: 760 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ٹیگ میں ترمیم' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^نام/ })).toHaveValue('Quran');
    await expect(await canvas.findByText('Yusuf Qureshi نے اسے بدلا')).toBeVisible();
  },
};
