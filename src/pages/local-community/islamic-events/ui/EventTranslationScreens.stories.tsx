import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { contractHandler, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { IslamicEventsPage } from './IslamicEventsPage';
import { ashura, eventFixtures, eventRows, eventScreenHandlers, translationRows } from './storyFixtures';

const { eventTranslations, EVENT_TRANSLATION_MESSAGES: T } = siteContract;
const LIST_PATH = `/islamic-event/translation/${ashura.eventId}`;
const ADD_URDU_PATH = `/islamic-event/translation/add/${ashura.eventId}/ur`;
const PREVIEW_PATH = `/islamic-event/preview/${ashura.eventId}`;

const meta = {
  title: 'pages/local-community/islamic-events/EventTranslationScreens',
  tags: ['autodocs'],
  component: IslamicEventsPage,
  ...resourceStoryFrame(translationRows, {
    route: '/islamic-event/*',
    path: LIST_PATH,
    handlers: [...eventScreenHandlers, ...eventRows.handlers()],
    viewport: { width: 1000, height: 1100 },
    beforeEach: () => eventRows.reset(),
  }),
} satisfies Meta<typeof IslamicEventsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole('textbox', { name });
const save = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));

async function fillUrdu(canvasElement: HTMLElement) {
  await userEvent.type(await field(canvasElement, /^Name/), 'اسراء و معراج');
  await userEvent.type(await field(canvasElement, /^H1/), 'شب معراج');
  await userEvent.type(await field(canvasElement, /^Title/), 'شب معراج 1448');
  await userEvent.type(await field(canvasElement, /^Description/), 'ستائیس رجب کی رات');
}

/** The event's translations under its name: Arabic and English, typed text in its own direction, Add translation in a language it has none in. */
export const TranslationList: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Translations of Ashura' })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Translations of Ashura' });
    const arabic = await within(grid).findByRole('row', { name: /Arabic/ });
    await expect(within(arabic).getByText('عاشوراء')).toHaveAttribute('dir', 'rtl');
    await expect(within(grid).getByRole('row', { name: /English/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add translation' })).toBeVisible();
    // Only the languages it has no translation in are offered, the first of them chosen.
    await userEvent.click(canvas.getByRole('button', { name: /Language$/ }));
    const options = within(await within(canvasElement.ownerDocument.body).findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['French', 'Turkish', 'Indonesian', 'Malay', 'Spanish', 'Urdu']);
  },
};

/** A viewer sees the translations but cannot add, change or delete one. */
export const TranslationListForAViewer: Story = {
  beforeEach: () => signedInAs(contractFixtures.viewerProfile)(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Translations of Ashura' });
    await within(grid).findByRole('row', { name: /Arabic/ });
    await expect(within(canvasElement).queryByRole('button', { name: 'Add translation' })).not.toBeInTheDocument();
    await expect(within(grid).queryByRole('button', { name: 'Actions for Arabic' })).not.toBeInTheDocument();
  },
};

/** Choosing Urdu and Add translation opens the Urdu form: its fields right to left, published checked and disabled; Save, then the list with Urdu. */
export const AddUrdu: Story = {
  parameters: { path: ADD_URDU_PATH, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await field(canvasElement, /^Language/)).toHaveValue('Urdu');
    await expect(await field(canvasElement, /^Name/)).toHaveAttribute('dir', 'rtl');
    const published = canvas.getByRole('checkbox', { name: /Published/ });
    await expect(published).toBeChecked();
    await expect(published).toBeDisabled();
    await fillUrdu(canvasElement);
    await save(canvasElement);
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Translations of Ashura' }, { timeout: 4000 });
    await expect(await within(grid).findByRole('row', { name: /Urdu/ })).toBeVisible();
  },
};

/** An empty Save shows the words at name, title, description and H1. */
export const AddInvalid: Story = {
  parameters: { path: ADD_URDU_PATH, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await field(canvasElement, /^Name/);
    await save(canvasElement);
    for (const message of [T.name, T.metaTitle, T.metaDescription, T.heading1]) await expect(await within(canvasElement).findByText(message)).toBeVisible();
  },
};

/** A second translation in a language the event has: the server's 409 words, at the language, with what was typed kept. */
export const LanguageTaken: Story = {
  parameters: {
    path: `/islamic-event/translation/add/${ashura.eventId}/ar`,
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(eventTranslations.calls.create!, () => HttpResponse.json({ success: false, message: T.languageTaken, fields: { languageCode: T.languageTaken } }, { status: 409 })),
        ...eventScreenHandlers,
        ...eventRows.handlers(),
        ...translationRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillUrdu(canvasElement);
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Something went wrong, please try again!');
    await expect(await within(canvasElement).findAllByText(T.languageTaken)).not.toHaveLength(0);
    await expect(await field(canvasElement, /^Name/)).toHaveValue('اسراء و معراج');
  },
};

/** The Urdu panel's form for the Urdu translation, right to left. */
export const AddUrduInTheUrduPanel: Story = {
  globals: { locale: 'ur' },
  parameters: { path: ADD_URDU_PATH },
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, /^زبان/)).toHaveValue('اردو');
    await expect(within(canvasElement).getByRole('checkbox', { name: /شائع شدہ/ })).toBeDisabled();
  },
};

/** Editing the Arabic translation: its text right to left; a change saves back to the list. */
export const EditArabic: Story = {
  parameters: { path: `/islamic-event/translation/edit/${ashura.eventId}/302`, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const name = await field(canvasElement, /^Name/);
    await waitFor(() => expect(name).toHaveValue('عاشوراء'));
    await expect(name).toHaveAttribute('lang', 'ar');
    await userEvent.type(name, ' المحرم');
    await save(canvasElement);
    await expect(await within(canvasElement).findByText('Record updated successfully!')).toBeVisible();
  },
};

/** The preview: the background under the H1, the Hijri and Gregorian dates, 72 days to go and the content, in the first translation's language and direction. */
export const Preview: Story = {
  parameters: { path: PREVIEW_PATH },
  play: async ({ canvasElement }) => {
    const arabic = await within(canvasElement).findByRole('heading', { level: 1, name: 'يوم عاشوراء' });
    const article = arabic.closest('article')!;
    await expect(article).toHaveAttribute('lang', 'ar');
    await expect(article).toHaveAttribute('dir', 'rtl');
    await expect(within(article).getByText('72 days to go')).toBeVisible();
    await expect(await within(article).findByRole('img', { name: 'Background of عاشوراء' })).toBeVisible();
  },
};

/** The English tab shows the English translation, left to right, with its dates in English. */
export const PreviewSwitchesTranslation: Story = {
  parameters: { path: PREVIEW_PATH, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'يوم عاشوراء' });
    await userEvent.click(canvas.getByRole('tab', { name: 'English' }));
    const english = await canvas.findByRole('heading', { level: 1, name: 'Ashura 1448' });
    await expect(english.closest('article')).toHaveAttribute('dir', 'ltr');
    await expect(english.closest('article')).toHaveTextContent('June 25, 2026');
  },
};

/** The preview in the Urdu panel keeps each translation's own direction. */
export const PreviewInTheUrduPanel: Story = {
  globals: { locale: 'ur' },
  parameters: { path: PREVIEW_PATH, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('tab', { name: 'انگریزی' }));
    const english = await within(canvasElement).findByRole('heading', { level: 1, name: 'Ashura 1448' });
    await expect(english.closest('article')).toHaveAttribute('dir', 'ltr');
    await expect(within(english.closest('article')!).getByText('72 دن باقی')).toBeVisible();
  },
};

/** An event without translations says so. */
export const PreviewWithoutTranslations: Story = {
  parameters: { path: `/islamic-event/preview/${eventFixtures[0]!.eventId}`, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This event has no translation yet.')).toBeVisible();
  },
};
