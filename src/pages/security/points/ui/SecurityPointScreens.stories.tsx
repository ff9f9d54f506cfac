import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, securityContract } from '@/shared/api';
import { changedOnce, contractHandler, memoryResource, resourceRecordStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { SecurityPointsPage } from './SecurityPointsPage';

const { securityPoints, securityPointFixtures, SECURITY_POINT_MESSAGES } = securityContract;
const tags = securityPointFixtures.find((point) => point.title === 'Blog tags')!;
const pointRows = memoryResource(securityPoints, securityPointFixtures, {
  // The server makes a new point's key once from its title.
  added: (input) => ({ key: String(input.title).toUpperCase().replace(/[^A-Z0-9]+/g, '_') }),
  history: changedOnce(tags.securityPointId, '2026-11-17T11:00:00.000Z', [{ field: 'bitSettings', from: 'list, view', to: 'ALL' }]),
});
const editPath = `/security/points/edit/${tags.securityPointId}`;

const meta = {
  title: 'pages/security-points/SecurityPointScreens',
  tags: ['autodocs'],
  component: SecurityPointsPage,
  ...resourceStoryFrame(pointRows, { route: '/security/points/*', path: '/security/points/create', viewport: { width: 1000, height: 720 } }),
} satisfies Meta<typeof SecurityPointsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const bit = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('checkbox', { name });

/** /security/points/create: ALL is chosen at first, so the other bits are cleared and disabled; saving returns to the list. */
export const Create: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Security Point' })).toBeVisible();
    await expect(bit(canvas, 'ALL')).toBeChecked();
    await expect(bit(canvas, 'Delete')).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Prayer reports');
    await userEvent.click(bit(canvas, 'ALL'));
    await expect(bit(canvas, 'Delete')).toBeEnabled();
    await userEvent.click(bit(canvas, 'List'));
    await userEvent.click(bit(canvas, 'View'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    const list = await canvas.findByRole('grid', { name: 'Security Points' }, { timeout: 4000 });
    await expect(await within(list).findByRole('row', { name: /Prayer reports/ })).toHaveTextContent('List, View');
  },
};

/** The title is required, with the spec's words. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter security title')).toBeVisible();
  },
};

/** A failed save shows the spec's security toast with the server's reason; everything typed stays. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(securityPoints.calls.create!, () =>
          HttpResponse.json({ success: false, message: SECURITY_POINT_MESSAGES.titleTaken, fields: { title: SECURITY_POINT_MESSAGES.titleTaken } }, { status: 409 }),
        ),
        ...pointRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Blog tags');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Something went wrong, please try again')).toBeVisible();
    await expect(canvas.getAllByText(SECURITY_POINT_MESSAGES.titleTaken).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Blog tags');
  },
};

/** /security/points/edit/{SecurityPointId}: the form filled in, and who changed the point and how. */
export const EditWithHistory: Story = {
  parameters: { path: editPath, screenshot: { viewport: { width: 1000, height: 860 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue('Blog tags');
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Bit settings: list, view → ALL');
    await userEvent.click(bit(canvas, 'ALL'));
    await userEvent.click(bit(canvas, 'Edit'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await expect(await within(history).findByText('Amina Rahman changed it')).toBeVisible();
  },
};

/** A reader without the edit bit sees the point and its history, not a form. */
export const ReadOnly: Story = {
  beforeEach: () => signedInAs(contractFixtures.viewerProfile)(),
  parameters: { path: editPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Security Point' })).toBeVisible();
    await expect(await canvas.findByText('Blog tags')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

const standard = resourceRecordStories({
  resource: securityPoints,
  rows: pointRows,
  existingPath: editPath,
  missingPath: '/security/points/edit/999',
  notFoundText: 'This security point does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue('Blog tags'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;

/** The create form in Urdu, with the spec's message in Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'سیکیورٹی پوائنٹ شامل کریں' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('سیکیورٹی عنوان درج کریں')).toBeVisible();
  },
};
