import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { contractHandler, resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { IslamicEventsList } from './IslamicEventsList';
import { eventRows, eventScreenHandlers } from './storyFixtures';

const { islamicEvents } = siteContract;
const { list, view, edit } = PERMISSION_BITS;
/** Someone who may change events but neither add them nor manage their translations. */
const eventEditor = { ...contractFixtures.viewerProfile, securityPermissions: { ...contractFixtures.viewerProfile.securityPermissions, ISLAMIC_EVENTS: list | view | edit } };

const meta = {
  title: 'pages/local-community/islamic-events/IslamicEventsList',
  tags: ['autodocs'],
  component: IslamicEventsList,
  ...resourceStoryFrame(eventRows, { route: '/islamic-event', path: '/islamic-event', handlers: eventScreenHandlers, viewport: { width: 1200, height: 640 } }),
} satisfies Meta<typeof IslamicEventsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Islamic Events' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openMenu = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${name}` }));
  return body(canvasElement).findByRole('menu');
};

const standard = resourceListStories({
  resource: islamicEvents,
  rows: eventRows,
  title: { en: 'Islamic Events', ur: 'اسلامی تقریبات' },
  addLabel: { en: 'Add Event', ur: 'تقریب شامل کریں' },
  sampleRow: 'Ashura',
  emptyTitle: 'No Islamic events yet',
  viewerActions: [],
});

/** The events newest first, with their Hijri and Gregorian dates, type, published and listed states. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const row = await within(await table(context.canvasElement)).findByRole('row', { name: /Laylat al-Qadr/ });
    await expect(row).toHaveTextContent('27 Ramadan 1448');
    await expect(row).toHaveTextContent('Unpublished');
    await expect(row).toHaveTextContent('Not Listed');
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** A viewer sees the events with no Add Event and no row menu: no edit, publish, listing or translations. */
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    await expect(await within(context.canvasElement).findByText('27 رمضان 1448')).toBeVisible();
  },
};

/** The row menu of an administrator: Edit, Preview, Publish or Unpublish, List or Unlist, Manage Translation, Delete. */
export const RowMenu: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Laylat al-Qadr');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Preview', 'Publish', 'List', 'Manage Translation', 'Delete']);
  },
};

/** Publish and then List from the menu: the spec's toast, and the row shows Published and Listed. */
export const PublishAndList: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await openMenu(canvasElement, 'Day of Arafah')).getByRole('menuitem', { name: 'Publish' }));
    await expect(await body(canvasElement).findByText('Status updated successfully')).toBeVisible();
    const row = () => within(within(canvasElement).getByRole('grid', { name: 'Islamic Events' })).getByRole('row', { name: /Day of Arafah/ });
    await waitFor(() => expect(row()).toHaveTextContent('Published'));
    await userEvent.click(within(await openMenu(canvasElement, 'Day of Arafah')).getByRole('menuitem', { name: 'List' }));
    await waitFor(() => expect(row()).not.toHaveTextContent('Not Listed'));
    await expect(row()).toHaveTextContent('Listed');
  },
};

/** A refused status change shows the spec's 'Something went wrong, please try again!'. */
export const ActionFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(islamicEvents.calls.actions.publish, () => HttpResponse.json({ success: false, message: 'The content service is unavailable.' }, { status: 503 })),
        ...eventScreenHandlers,
        ...eventRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await openMenu(canvasElement, 'Day of Arafah')).getByRole('menuitem', { name: 'Publish' }));
    await expect(await body(canvasElement).findByText('Something went wrong, please try again!')).toBeVisible();
  },
};

/** Edit rights give Edit, Preview, Publish and List, but no Add Event, Manage Translation or Delete. */
export const EditRightsOnly: Story = {
  beforeEach: () => signedInAs(eventEditor)(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Ashura');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Preview', 'Unpublish', 'Unlist']);
    await expect(within(canvasElement).queryByRole('button', { name: 'Add Event' })).not.toBeInTheDocument();
  },
};
