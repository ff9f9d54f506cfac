import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { contractHandler, failingCallsOnce, memoryKeyedRecord, pendingCalls, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { SeoEditorPage } from './SeoEditorPage';

const { pageMetaRecord, listPages } = siteContract;
const pages = contractFixtures.sitePageFixtures;
const homeInEnglish = { pageId: 1, locale: 'en' };
const metaRows = memoryKeyedRecord(pageMetaRecord, contractFixtures.pageMetaFixtures, {
  extra: (body) => ({ pageName: pages.find((page) => page.pageId === body.pageId)?.pageName }),
  history: [
    {
      id: 2,
      key: homeInEnglish,
      action: 'updated',
      at: '2026-11-20T13:30:00.000Z',
      userId: 2,
      userName: 'Yusuf Qureshi',
      changes: [{ field: 'title', from: 'Athan – Prayer Times', to: 'Athan – Prayer Times, Quran and Islamic Calendar' }],
    },
    { id: 1, key: homeInEnglish, action: 'created', at: '2026-11-02T08:00:00.000Z', userId: 1, userName: 'Amina Rahman', changes: [] },
  ],
});
const pageList = contractHandler(listPages, () => HttpResponse.json(pages));

const meta = {
  title: 'pages/seo-editor/SeoEditorPage',
  tags: ['autodocs'],
  component: SeoEditorPage,
  ...resourceStoryFrame(metaRows, { route: '/seoeditor', path: '/seoeditor', handlers: [pageList], viewport: { width: 1000, height: 1100 } }),
} satisfies Meta<typeof SeoEditorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a Select by its label and chooses an option. */
async function choose(canvasElement: HTMLElement, label: RegExp, option: string) {
  const body = within(canvasElement.ownerDocument.body);
  const trigger = await within(canvasElement).findByRole('button', { name: label });
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  await userEvent.click(await within(await body.findByRole('listbox')).findByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

const field = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('textbox', { name });
/** The toast region sits beside the page. */
const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Chooses Home in English and waits for its stored meta to fill the form; gives the title field. */
async function openHomeInEnglish(canvasElement: HTMLElement) {
  await choose(canvasElement, /Page/, 'Home');
  await choose(canvasElement, /Language/, 'English (en)');
  const title = field(canvasElement, /^Meta title/);
  await waitFor(() => expect(title).toHaveValue('Athan – Prayer Times, Quran and Islamic Calendar'));
  return title;
}

/** Choosing a page and a language loads their meta into the form, and below it who changed it and how. */
export const LoadsAndFills: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'SEO Editor' })).toBeVisible();
    await expect(await canvas.findByText('Choose a page and a language to load their meta.')).toBeVisible();
    await openHomeInEnglish(canvasElement);
    const [home] = contractFixtures.pageMetaFixtures;
    await expect(field(canvasElement, /^Meta description/)).toHaveValue(home?.description);
    await expect(field(canvasElement, /^HTML body/)).toHaveValue(home?.html);
    await expect(canvas.getByText('Saved meta loaded: Save updates it.')).toBeVisible();
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Meta title: Athan – Prayer Times → Athan – Prayer Times, Quran and Islamic Calendar');
  },
};

/** A change to stored meta is sent as an update; the toast says so and the history shows the change. */
export const Updated: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await openHomeInEnglish(canvasElement);
    await userEvent.clear(title);
    await userEvent.type(title, 'Athan – Prayer Times');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toasts(canvasElement).findByText('Record updated successfully!')).toBeVisible();
    const history = canvas.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByText('Amina Rahman changed it')).toHaveLength(1));
    await expect(history).toHaveTextContent('Meta title: Athan – Prayer Times, Quran and Islamic Calendar → Athan – Prayer Times');
  },
};

/** Cancel, then Save; Cancel puts back the stored meta over what was typed, and sends nothing. */
export const CancelPutsBack: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await openHomeInEnglish(canvasElement);
    await userEvent.clear(title);
    await userEvent.type(title, 'A title not to keep');
    const [cancel, save] = within(canvas.getByRole('form')).getAllByRole('button').slice(-2);
    await expect(cancel).toHaveAccessibleName('Cancel');
    await expect(save).toHaveAccessibleName('Save');
    await userEvent.click(cancel!);
    await waitFor(() => expect(title).toHaveValue('Athan – Prayer Times, Quran and Islamic Calendar'));
    await expect(canvas.getByRole('button', { name: /Page/ })).toHaveTextContent('Home');
    await expect(toasts(canvasElement).queryByText('Record updated successfully!')).not.toBeInTheDocument();
  },
};

/** Nothing stored for the page in the language: the form is emptied, and Save adds the record. */
export const MissingIsNew: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Page/, 'Quran');
    await choose(canvasElement, /Language/, 'English (en)');
    await waitFor(() => expect(field(canvasElement, /^Meta title/)).toHaveValue('Read the Holy Quran Online with Translation'));
    await choose(canvasElement, /Language/, 'French (fr)');
    await expect(await canvas.findByText('Nothing is saved for this page in this language yet: Save adds it.')).toBeVisible();
    await expect(field(canvasElement, /^Meta title/)).toHaveValue('');
    await expect(field(canvasElement, /^Meta description/)).toHaveValue('');
    await expect(canvas.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    await userEvent.type(field(canvasElement, /^Meta title/), 'Lire le Saint Coran en ligne');
    await userEvent.type(field(canvasElement, /^Meta description/), 'Chaque sourate, avec traductions.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toasts(canvasElement).findByText('Record added successfully!')).toBeVisible();
    await expect(await canvas.findByText('Saved meta loaded: Save updates it.')).toBeVisible();
    await expect(await canvas.findByText('Amina Rahman added it')).toBeVisible();
  },
};

/** The spec's words: no page, no language, no title or description. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please select Page')).toBeVisible();
    await expect(canvas.getByText('Please select Language')).toBeVisible();
    await expect(canvas.getByText('Enter meta title')).toBeVisible();
    await expect(canvas.getByText('Enter meta description')).toBeVisible();
  },
};

/** A title past 250 characters is kept as pasted and refused with the spec's words. */
export const TitleTooLong: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Page/, 'Articles');
    await choose(canvasElement, /Language/, 'English (en)');
    await canvas.findByText('Nothing is saved for this page in this language yet: Save adds it.');
    await userEvent.click(field(canvasElement, /^Meta title/));
    await userEvent.paste('x'.repeat(251));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Maximum length 250 characters')).toBeVisible();
    await expect(field(canvasElement, /^Meta title/)).toHaveValue('x'.repeat(251));
    await expect(canvas.getByText('Enter meta description')).toBeVisible();
  },
};

/** The server keeps of the HTML only what an article body may have: after Save the form shows what it kept. */
export const SavedHtmlAsKept: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        // Answers as the server's sanitiser does for this HTML: the script is not kept.
        contractHandler(pageMetaRecord.calls.update, async ({ request }) =>
          HttpResponse.json({ success: true, message: 'Record updated successfully!', data: { ...((await request.json()) as object), pageName: 'Home', html: '<p>Welcome</p>' } }),
        ),
        pageList,
        ...metaRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Page/, 'Home');
    await choose(canvasElement, /Language/, 'English (en)');
    const html = field(canvasElement, /^HTML body/);
    await waitFor(() => expect(field(canvasElement, /^Meta title/)).not.toHaveValue(''));
    await userEvent.clear(html);
    await userEvent.type(html, '<p>Welcome</p><script>alert(1)</script>');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toasts(canvasElement).findByText('Record updated successfully!')).toBeVisible();
    await waitFor(() => expect(html).toHaveValue('<p>Welcome</p>'));
  },
};

/** The server refuses the update: a toast says why, and everything typed stays. */
export const SaveFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: { handlers: [...failingCallsOnce([pageMetaRecord.calls.update], 'The content service is unavailable.'), pageList, ...metaRows.handlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Page/, 'Prayer Times');
    await choose(canvasElement, /Language/, 'English (en)');
    const description = field(canvasElement, /^Meta description/);
    await waitFor(() => expect(description).not.toHaveValue(''));
    await userEvent.clear(description);
    await userEvent.type(description, 'Prayer times for every city.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toasts(canvasElement).findByText('Something went wrong, please check all the fields')).toBeVisible();
    await expect(toasts(canvasElement).getByText('The content service is unavailable.')).toBeVisible();
    await expect(description).toHaveValue('Prayer times for every city.');
    await expect(field(canvasElement, /^Meta title/)).toHaveValue('Prayer Times Today – Fajr, Dhuhr, Asr, Maghrib and Isha');
  },
};

/** Without the add bit on SEO the meta can be read, but there is no Save. */
export const WithoutAddRights: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Page/, 'Home');
    await choose(canvasElement, /Language/, 'English (en)');
    await waitFor(() => expect(field(canvasElement, /^Meta title/)).not.toHaveValue(''));
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** A load that fails otherwise than "nothing stored" says why and offers to try again. */
export const LoadFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: { handlers: [...failingCallsOnce([pageMetaRecord.calls.view], 'The content service is unavailable.'), pageList, ...metaRows.handlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Page/, 'Hijri Calendar');
    await choose(canvasElement, /Language/, 'English (en)');
    await expect(await canvas.findByText('The content service is unavailable.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(field(canvasElement, /^Meta title/)).toHaveValue('Hijri Calendar – Islamic Dates and Months'));
  },
};

/** While the site's pages load, the page picker waits, disabled, and no meta is loaded. */
export const PagesLoading: Story = {
  parameters: { msw: { handlers: [...pendingCalls([listPages]), ...metaRows.handlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Page/ })).toBeDisabled();
    await expect(field(canvasElement, /^Meta title/)).toHaveValue('');
  },
};

/** The site's pages fail to load: the reason and Try again, which brings the picker. */
export const PagesFailedThenRetried: Story = {
  parameters: { msw: { handlers: [...failingCallsOnce([listPages], 'The content service is unavailable.'), pageList, ...metaRows.handlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The pages could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('The content service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await choose(canvasElement, /Page/, 'Home');
  },
};

/** In Urdu, right to left; the Urdu meta of the home page is laid out as Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ایس ای او ایڈیٹر' })).toBeVisible();
    await choose(canvasElement, /صفحہ/, 'Home');
    await choose(canvasElement, /زبان/, 'اردو (ur)');
    await waitFor(() => expect(field(canvasElement, /^میٹا عنوان/)).toHaveValue('اذان – نماز کے اوقات، قرآن اور اسلامی کیلنڈر'));
    await expect(canvas.getByText('محفوظ میٹا لوڈ ہو گیا: محفوظ کریں اسے اپ ڈیٹ کرے گا۔')).toBeVisible();
  },
};
