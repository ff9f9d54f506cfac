import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { changedOnce, memoryResource, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { BlogCategoriesPage } from './BlogCategoriesPage';

const prayer = contractFixtures.blogCategoryFixtures.find((category) => category.name === 'Prayer')!;
const categoryRows = memoryResource(siteContract.blogCategories, contractFixtures.blogCategoryFixtures, {
  history: changedOnce(prayer.categoryId, '2026-11-19T16:15:00.000Z', [{ field: 'name', from: 'Salah', to: 'Prayer' }]),
});

const meta = {
  title: 'pages/blog-categories/BlogCategoryScreens',
  tags: ['autodocs'],
  component: BlogCategoriesPage,
  ...resourceStoryFrame(categoryRows, { route: '/categories/*', path: '/categories/create', viewport: { width: 1000, height: 640 } }),
} satisfies Meta<typeof BlogCategoriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /categories/create: after saving, the success message, then the list 2 s later. */
export const Create: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Category' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Hajj Diaries');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    const list = await canvas.findByRole('grid', { name: 'Blog Categories' }, { timeout: 4000 });
    await expect(await within(list).findByRole('row', { name: /Hajj Diaries/ })).toBeVisible();
  },
};

/** The name is required, with the spec's words. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a valid category name')).toBeVisible();
  },
};

/** /categories/edit/{categoryId}: the form filled in, and below it who changed the category and how. */
export const EditWithHistory: Story = {
  parameters: { path: `/categories/edit/${prayer.categoryId}`, screenshot: { viewport: { width: 1000, height: 720 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Prayer');
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Name: Salah → Prayer');
  },
};

const standard = resourceRecordStories({
  resource: siteContract.blogCategories,
  rows: categoryRows,
  existingPath: `/categories/edit/${prayer.categoryId}`,
  missingPath: '/categories/edit/999',
  notFoundText: 'This category does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Prayer'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;

export const Urdu: Story = {
  globals: { locale: 'ur' },
  parameters: { path: `/categories/edit/${prayer.categoryId}`, screenshot: { viewport: { width: 1000, height: 720 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'زمرے میں ترمیم' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^نام/ })).toHaveValue('Prayer');
    await expect(await canvas.findByText('Yusuf Qureshi نے اسے بدلا')).toBeVisible();
  },
};
