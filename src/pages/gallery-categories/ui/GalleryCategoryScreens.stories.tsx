import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { changedOnce, contractHandler, memoryResource, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { GalleryCategoriesPage } from './GalleryCategoriesPage';

const { galleryCategories, GALLERY_CATEGORY_MESSAGES } = siteContract;
const calligraphy = contractFixtures.galleryCategoryFixtures.find((category) => category.title === 'Islamic Calligraphy')!;
const categoryRows = memoryResource(galleryCategories, contractFixtures.galleryCategoryFixtures, {
  history: changedOnce(calligraphy.categoryId, '2026-11-17T11:00:00.000Z', [
    { field: 'description', from: 'Verses written by hand', to: 'Verses and names written by hand' },
  ]),
});

const meta = {
  title: 'pages/gallery-categories/GalleryCategoryScreens',
  tags: ['autodocs'],
  component: GalleryCategoriesPage,
  ...resourceStoryFrame(categoryRows, { route: '/gallery/categories/*', path: '/gallery/categories/create', viewport: { width: 1000, height: 720 } }),
} satisfies Meta<typeof GalleryCategoriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /gallery/categories/create: the slug follows the title; after saving, the message, then the gallery categories 2 s later. */
export const Create: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Gallery Category' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Old Manuscripts');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('old-manuscripts');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Description/ }), 'Pages from early copies');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    const list = await canvas.findByRole('grid', { name: 'Gallery Categories' }, { timeout: 4000 });
    await expect(await within(list).findByRole('row', { name: /Old Manuscripts/ })).toBeVisible();
  },
};

/** Title and slug are required, with the spec's words. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a valid category title')).toBeVisible();
    await expect(canvas.getByText('Enter slug')).toBeVisible();
  },
};

/** The server refuses a slug another category has: the slug field says so and everything typed stays. */
export const SlugTaken: Story = {
  parameters: {
    path: `/gallery/categories/edit/${calligraphy.categoryId}`,
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(galleryCategories.calls.update!, () =>
          HttpResponse.json({ success: false, message: GALLERY_CATEGORY_MESSAGES.slugTaken, fields: { slug: GALLERY_CATEGORY_MESSAGES.slugTaken } }, { status: 409 }),
        ),
        ...categoryRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slug = await canvas.findByRole('textbox', { name: /^Slug/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'nature');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The gallery category could not be saved')).toBeVisible();
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getAllByText(GALLERY_CATEGORY_MESSAGES.slugTaken).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Islamic Calligraphy');
  },
};

/** /gallery/categories/edit/{categoryId}: the form filled in, and below it who changed the category and how. */
export const EditWithHistory: Story = {
  parameters: { path: `/gallery/categories/edit/${calligraphy.categoryId}`, screenshot: { viewport: { width: 1000, height: 880 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveValue('Islamic Calligraphy');
    await expect(canvas.getByRole('textbox', { name: /^Description/ })).toHaveValue('Verses and names written by hand');
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Description: Verses written by hand → Verses and names written by hand');
  },
};

/** An existing category's slug stays as it is when its title changes. */
export const SlugStaysOnEdit: Story = {
  parameters: { path: `/gallery/categories/edit/${calligraphy.categoryId}`, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), ' Art');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('islamic-calligraphy');
  },
};

const standard = resourceRecordStories({
  resource: galleryCategories,
  rows: categoryRows,
  existingPath: `/gallery/categories/edit/${calligraphy.categoryId}`,
  missingPath: '/gallery/categories/edit/999',
  notFoundText: 'This gallery category does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue('Islamic Calligraphy'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;

/** The create form in Urdu, with the spec's messages in Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  parameters: { screenshot: { viewport: { width: 1000, height: 640 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'گیلری کا زمرہ شامل کریں' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('زمرے کا درست عنوان درج کریں')).toBeVisible();
    await expect(canvas.getByText('سلگ درج کریں')).toBeVisible();
  },
};
