import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { contractHandler, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { LocalEventsPage } from './LocalEventsPage';
import { eventRows, groupHandlers, inPerson, online, onlineAndRepeating, repeating } from './storyFixtures';

const { localEvents } = siteContract;
const editPath = (event: siteContract.LocalEvent) => `/local-community/events/edit/${event.localCommunityEventId}`;

const meta = {
  title: 'pages/local-community/local-events/LocalEventScreens',
  tags: ['autodocs'],
  component: LocalEventsPage,
  ...resourceStoryFrame(eventRows, { route: '/local-community/events/*', path: editPath(inPerson), handlers: groupHandlers, viewport: { width: 1000, height: 1500 } }),
} satisfies Meta<typeof LocalEventsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const nameBox = (canvas: Canvas) => canvas.findByRole('textbox', { name: /^Event name/ });
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save' }));
const shows = (canvas: Canvas, label: RegExp) => expect(canvas.queryByLabelText(label)).toBeInTheDocument();
const hides = (canvas: Canvas, label: RegExp) => expect(canvas.queryByLabelText(label)).not.toBeInTheDocument();
async function loaded(canvas: Canvas, name: string) {
  await waitFor(async () => expect(await nameBox(canvas)).toHaveValue(name));
}
const LINK = /^Event link/;
const LATITUDE = /^Latitude/;
const INTERVAL = /^Repeats every/;
const COUNT = /^Number of occurrences/;

/** Held at a place, once: its place and coordinates, no link, no repeating fields; the History below. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    await loaded(canvas, inPerson.name);
    await shows(canvas, LATITUDE);
    await expect(canvas.getByRole('textbox', { name: /^Place name/ })).toHaveValue('Badshahi Mosque');
    await hides(canvas, LINK);
    await hides(canvas, INTERVAL);
    await expect(canvas.getAllByText('On the clock of Asia/Karachi')).toHaveLength(2);
    await expect(canvas.getByText(/Made in the apps by Aisha Abbasi/)).toBeVisible();
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
  },
};

/** Save sends the change, which shows in the History; the list follows 2 s later. */
export const EditSaved: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, inPerson.name);
    const name = await nameBox(canvas);
    await userEvent.clear(name);
    await userEvent.type(name, 'Fajr, then breakfast together');
    await save(canvas);
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await expect(await within(await canvas.findByRole('region', { name: 'History' })).findByText('Amina Rahman changed it')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Local Events' }, { timeout: 4000 })).toBeVisible();
  },
};

/** An online event: its link, and no place or coordinates. */
export const Online: Story = {
  parameters: { path: editPath(online), screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, online.name);
    await expect(canvas.getByRole('textbox', { name: LINK })).toHaveValue(online.externalLink);
    await hides(canvas, LATITUDE);
    await hides(canvas, INTERVAL);
  },
};

/** A repeating event: its interval, count and end; held at a place. */
export const Repeating: Story = {
  parameters: { path: editPath(repeating), screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, repeating.name);
    await expect(canvas.getByRole('textbox', { name: INTERVAL })).toHaveValue('1');
    await expect(canvas.getByRole('textbox', { name: COUNT })).toHaveValue('30');
    await shows(canvas, LATITUDE);
    await hides(canvas, LINK);
  },
};

/** Online and repeating: the link and the repeating fields, no coordinates. */
export const OnlineAndRepeating: Story = {
  parameters: { path: editPath(onlineAndRepeating) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, onlineAndRepeating.name);
    await shows(canvas, LINK);
    await shows(canvas, INTERVAL);
    await shows(canvas, COUNT);
    await hides(canvas, LATITUDE);
  },
};

/** Turning repeating on shows its fields, which Save then asks for in the spec's words; filled, it saves. */
export const TurnRepeatingOn: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, inPerson.name);
    await userEvent.click(canvas.getByRole('switch', { name: 'Repeating event' }));
    await save(canvas);
    await expect(await canvas.findByText('Enter event repeating intervals')).toBeVisible();
    await expect(canvas.getByText('Enter valid event repeating count')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: INTERVAL }), '7');
    await userEvent.type(canvas.getByRole('textbox', { name: COUNT }), '4');
    await save(canvas);
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
  },
};

/** Turning online on asks for a web link: javascript: is refused in the spec's words. */
export const TurnOnlineOn: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, inPerson.name);
    await userEvent.click(canvas.getByRole('switch', { name: 'Online event' }));
    await hides(canvas, LATITUDE);
    await userEvent.type(canvas.getByRole('textbox', { name: LINK }), 'javascript:alert(1)');
    await save(canvas);
    await expect(await canvas.findByText('Enter valid event link')).toBeVisible();
  },
};

/** Empty name and details, a latitude off the globe and an end before the start: each refused at its field. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, inPerson.name);
    await userEvent.clear(await nameBox(canvas));
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Event details/ }));
    const latitude = canvas.getByRole('textbox', { name: LATITUDE });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '95');
    const longitude = canvas.getByRole('textbox', { name: /^Longitude/ });
    await userEvent.clear(longitude);
    await userEvent.type(longitude, '200');
    await save(canvas);
    for (const message of ['Enter proper event name', 'Enter complete event details', 'Enter valid latitude', 'Enter valid longitude']) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

/** An end moved before the start is refused at Ends. */
export const EndBeforeStart: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, inPerson.name);
    // Ends 7:30, three hours back: 4:30, before the start at 5:30.
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /hour/i })[1]!);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await save(canvas);
    await expect(await canvas.findByText('The event cannot end before it starts.')).toBeVisible();
  },
};

/** Another time zone keeps the times as picked, on the new zone's clock: 5:30 in London is stored as 05:30 UTC, no longer 00:30. */
export const AnotherTimeZone: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, inPerson.name);
    const zone = canvas.getByRole('combobox', { name: /^Time zone/ });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/Lond');
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Europe/London' }));
    await expect(canvas.getAllByText('On the clock of Europe/London')).toHaveLength(2);
    await save(canvas);
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    const history = await canvas.findByRole('region', { name: 'History' });
    await waitFor(() => expect(history).toHaveTextContent(/Starts: 2026-12-05T00:30:00.000Z\W*2026-12-05T05:30:00.000Z/));
    await expect(history).toHaveTextContent(/Time zone: Asia\/Karachi\W*Europe\/London/);
  },
};

/** The server refuses the change: the failure and its reason show, and what was typed stays. */
export const SaveFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(localEvents.calls.update!, () => HttpResponse.json({ success: false, message: 'Choose a time zone that exists.', fields: { timeZone: 'Choose a time zone that exists.' } }, { status: 400 })),
        ...groupHandlers,
        ...eventRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, inPerson.name);
    const name = await nameBox(canvas);
    await userEvent.clear(name);
    await userEvent.type(name, 'Fajr and breakfast 🌅');
    await save(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong, please check all the fields');
    await expect(alert).toHaveTextContent('Choose a time zone that exists.');
    await expect(name).toHaveValue('Fajr and breakfast 🌅');
  },
};

/** The form in Urdu, right to left, with the spec's words in Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'تقریب میں ترمیم کریں' })).toBeVisible();
    const name = await canvas.findByRole('textbox', { name: /^تقریب کا نام/ });
    await waitFor(() => expect(name).toHaveValue(inPerson.name));
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('تقریب کا درست نام درج کریں')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

const record = resourceRecordStories({
  resource: localEvents,
  rows: eventRows,
  existingPath: editPath(inPerson),
  missingPath: '/local-community/events/edit/999',
  notFoundText: 'This event does not exist.',
  isLoaded: (canvas) => loaded(canvas, inPerson.name),
});
export const NotFound: Story = record.NotFound;
export const Loading: Story = record.Loading;
export const FailedThenRetried: Story = record.FailedThenRetried;
