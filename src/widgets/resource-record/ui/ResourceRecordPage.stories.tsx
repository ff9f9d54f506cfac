import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { memoryResource, resourceRecordStories, routedStory, signedInAs } from '@/shared/lib/storybook';
import { ResourceRecordPage } from './ResourceRecordPage';

const { tags } = siteContract;
const tagRows = memoryResource(tags, contractFixtures.tagFixtures);
const quran = contractFixtures.tagFixtures.find((tag) => tag.name === 'Quran')!;

/** The page around a stand-in body that names the record it was given. */
function TagRecordPage() {
  return (
    <ResourceRecordPage<siteContract.Tag>
      resource={tags}
      idParam="tagId"
      title="View Tag"
      breadcrumbs={[{ label: 'Content site' }, { label: 'Tags', href: '/tags' }]}
      notFoundMessage="This tag does not exist."
      failedMessage="The tag could not be loaded."
    >
      {(tag) => <p>{tag ? `Record: ${tag.name}` : 'No record: a new one'}</p>}
    </ResourceRecordPage>
  );
}

const meta = {
  title: 'widgets/resource-record/ResourceRecordPage',
  component: TagRecordPage,
  decorators: [routedStory('/tags/:mode/:tagId?', `/tags/view/${quran.tagId}`)],
  beforeEach: () => {
    tagRows.reset();
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { msw: { handlers: tagRows.handlers() }, screenshot: { skip: true } },
} satisfies Meta<typeof TagRecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The record by the id in the address, under its title and breadcrumbs, with its History. */
export const Loaded: Story = {
  // The widget's one picture.
  parameters: { screenshot: { skip: false, viewport: { width: 800, height: 480 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'View Tag' })).toBeVisible();
    await expect(await canvas.findByText('Record: Quran')).toBeVisible();
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('No changes recorded yet.')).toBeVisible();
  },
};

/** A create address has no id: no record is loaded and no History shown. */
export const Create: Story = {
  parameters: { path: '/tags/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No record: a new one')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  },
};

const standard = resourceRecordStories({
  resource: tags,
  rows: tagRows,
  existingPath: `/tags/view/${quran.tagId}`,
  missingPath: '/tags/view/999',
  notFoundText: 'This tag does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByText('Record: Quran')).toBeVisible(),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
