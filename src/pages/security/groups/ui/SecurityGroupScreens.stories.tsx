import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, securityContract } from '@/shared/api';
import { changedOnce, contractHandler, memoryResource, resourceRecordStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { SecurityGroupsPage } from './SecurityGroupsPage';

const { securityGroups, securityProfiles, securityGroupFixtures, securityProfileFixtures } = securityContract;
const content = securityGroupFixtures.find((group) => group.title === 'Content team')!;
const groupRows = memoryResource(securityGroups, securityGroupFixtures, {
  history: changedOnce(content.groupId, '2026-11-17T11:00:00.000Z', [{ field: 'notes', from: 'Blog editors.', to: 'Blog, gallery and SEO editors.' }]),
  // The server names the chosen profile.
  derived: (input) => ({ profileName: securityProfileFixtures.find((profile) => profile.profileId === input.profileId)?.profileName ?? '' }),
});
const profileRows = memoryResource(securityProfiles, securityProfileFixtures);
const editPath = `/security/group/edit/${content.groupId}`;

const meta = {
  title: 'pages/security-groups/SecurityGroupScreens',
  tags: ['autodocs'],
  component: SecurityGroupsPage,
  ...resourceStoryFrame(groupRows, {
    route: '/security/group/*',
    path: '/security/group/create',
    handlers: profileRows.handlers(),
    viewport: { width: 1000, height: 720 },
  }),
} satisfies Meta<typeof SecurityGroupsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const chooseProfile = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Profile/ }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name }));
};

/** /security/group/create: name, profile and notes; saving returns to the list. */
export const Create: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Security Group' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Group name/ }), 'Translators');
    await chooseProfile(canvasElement, 'Content team');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Notes/ }), 'Urdu and Arabic');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    const list = await canvas.findByRole('grid', { name: 'Security Groups' }, { timeout: 4000 });
    await expect(await within(list).findByRole('row', { name: /Translators/ })).toHaveTextContent('Content team');
  },
};

/** The name and the profile are required; the name with the spec's words. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter group name')).toBeVisible();
    await expect(canvas.getByText('Select a security profile')).toBeVisible();
  },
};

/** A failed save shows the spec's security toast; everything typed stays. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(securityGroups.calls.create!, () => HttpResponse.json({ success: false, message: 'The content service is unavailable.' }, { status: 503 })),
        ...profileRows.handlers(),
        ...groupRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Group name/ }), 'Translators');
    await chooseProfile(canvasElement, 'Viewers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Something went wrong, please try again')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Group name/ })).toHaveValue('Translators');
  },
};

/** /security/group/edit/{SecurityGroupId}: the form filled in; moving the group to another profile shows in its history. */
export const EditWithHistory: Story = {
  parameters: { path: editPath, screenshot: { viewport: { width: 1000, height: 900 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Group name/ })).toHaveValue('Content team');
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Notes: Blog editors. → Blog, gallery and SEO editors.');
    await chooseProfile(canvasElement, 'Viewers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await expect(await within(history).findByText('Amina Rahman changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Profile: Content team → Viewers');
  },
};

/** A reader without the edit bit sees the group, not a form. */
export const ReadOnly: Story = {
  beforeEach: () => signedInAs(contractFixtures.viewerProfile)(),
  parameters: { path: editPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Security Group' })).toBeVisible();
    await expect(await canvas.findByText('Blog, gallery and SEO editors.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

const standard = resourceRecordStories({
  resource: securityGroups,
  rows: groupRows,
  existingPath: editPath,
  missingPath: '/security/group/edit/999',
  notFoundText: 'This security group does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Group name/ })).toHaveValue('Content team'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;

/** The create form in Urdu, with the spec's message in Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'سیکیورٹی گروپ شامل کریں' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم گروپ کا نام درج کریں')).toBeVisible();
  },
};
