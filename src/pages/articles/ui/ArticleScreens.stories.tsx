import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { contractHandler, expectReadOnly, makePng, picturesSettled, refusedUploadLink, resourceFormStories, resourceRecordStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { preloadRichTextEditor } from '@/shared/ui/rich-text-editor';
import { ArticlesPage } from './ArticlesPage';
import { articleRows, articleScreenHandlers, BODY_PICTURE_KEY, ramadanArticle } from './storyFixtures';

const { articles, ARTICLE_MESSAGES } = siteContract;
const KB = 1024;
const EDIT_PATH = `/articles/edit/${ramadanArticle.postId}`;
const VIEW_PATH = `/articles/view/${ramadanArticle.postId}`;
const PREVIEW_PATH = `/articles/preview/${ramadanArticle.postId}`;

const meta = {
  title: 'pages/articles/ArticleScreens',
  tags: ['autodocs'],
  component: ArticlesPage,
  ...resourceStoryFrame(articleRows, { route: '/articles/*', path: '/articles/create', handlers: articleScreenHandlers, viewport: { width: 1000, height: 1400 } }),
  // The editor is fetched before the story draws, so no picture catches its placeholder.
  loaders: [preloadRichTextEditor],
} satisfies Meta<typeof ArticlesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInputs = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLInputElement>('input[type=file]')];
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function choose(canvasElement: HTMLElement, trigger: RegExp, option: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: trigger }));
  await userEvent.click(await within(await page(canvasElement).findByRole('listbox')).findByRole('option', { name: option }));
}

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Our Community Iftar');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Description/ }), 'Everyone is welcome.');
  await userEvent.click(await canvas.findByRole('textbox', { name: 'Body' }));
  await userEvent.keyboard('Iftar for everyone');
  await choose(canvasElement, /Category/, 'Community News');
  await choose(canvasElement, /Author/, 'Yusuf Qureshi');
  const [thumbnail, cover] = fileInputs(canvasElement);
  await userEvent.upload(thumbnail!, await makePng('iftar-thumbnail.png', 60, 40));
  await userEvent.upload(cover!, await makePng('iftar-cover.png', 240, 120));
}

const form = resourceFormStories({
  resource: articles,
  rows: articleRows,
  handlers: articleScreenHandlers,
  createPath: '/articles/create',
  editPath: EDIT_PATH,
  listTitle: 'Articles',
  fill: fillValid,
  requiredMessages: ['Enter a valid title', 'Enter description', 'Select Category', 'Select Author', 'Please upload Thumbnail image', 'Please upload Title Cover image'],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'درست عنوان درج کریں' },
  kept: { label: /^Title/, value: 'Our Community Iftar' },
  refusal: { status: 503, message: 'The content site is unavailable.' },
  change: async (canvas) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveValue(ramadanArticle.title));
    await userEvent.clear(title);
    await userEvent.type(title, 'Preparing for Ramadan Together');
  },
});
/** /articles/create: the article is saved, then both pictures go up with its postId; then the list. */
export const Create: Story = form.Create;
/** Saving an empty form shows the spec's words, both pictures included, and sends nothing. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses: its words in the alert, and everything typed stays. */
export const SaveFailed: Story = form.SaveFailed;
/** /articles/edit/{postId}: the saved values, the stored pictures (no longer required) and the History panel. */
export const Edit: Story = form.Edit;
export const Urdu: Story = form.Urdu;

/** The slug follows the title and cannot be typed in; Enter in a one-line field does not save. */
export const SlugAndEnter: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Eid Prayer Times{Enter}');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('eid-prayer-times');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveAttribute('readonly');
    await expect(canvas.queryByText('Enter description')).not.toBeInTheDocument();
  },
};

/** Pictures over their limits are refused at once in the spec's words. */
export const PicturesTooBig: Story = {
  play: async ({ canvasElement }) => {
    const [thumbnail, cover] = fileInputs(canvasElement);
    await userEvent.upload(thumbnail!, await makePng('big.png', 60, 40, 100 * KB + 10));
    await userEvent.upload(cover!, await makePng('huge.png', 60, 40, 250 * KB + 10));
    await expect(await within(canvasElement).findByText('Thumbnail image size must be less than 100 KB!')).toBeVisible();
    await expect(await within(canvasElement).findByText('Cover Image size must be less than 250KB!')).toBeVisible();
  },
};

/** Chooses a picture with the body's Image button, describes it and asks for it to be uploaded and inserted. */
async function addBodyPicture(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('textbox', { name: 'Body' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Image' }));
  const fields = canvas.getByRole('group', { name: 'Add an image' });
  await userEvent.upload(fields.querySelector<HTMLInputElement>('input[type=file]')!, await makePng('lantern.png', 160, 90));
  await userEvent.type(within(fields).getByRole('textbox', { name: 'Image description' }), 'A lantern');
  await userEvent.click(within(fields).getByRole('button', { name: 'Upload and insert' }));
  return fields;
}

/** The body's Image button uploads a picture (as an article picture, under 250 KB) and shows it in the text. */
export const BodyPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Lanterns for Eid');
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Body' }));
    await userEvent.keyboard('Our street at night');
    await addBodyPicture(canvasElement);
    const body = canvas.getByRole('textbox', { name: 'Body' });
    const picture = await within(body).findByRole('img', { name: 'A lantern' });
    await expect(await picturesSettled([picture as HTMLImageElement])).toEqual([160]);
    await expect(body).toHaveTextContent('Our street at night');
    await expect(canvas.queryByRole('group', { name: 'Add an image' })).not.toBeInTheDocument();
  },
};

/** The body Save last sent: the handlers note it, then let the stories' store answer. */
let savedBody = '';
const notingSavedBody = [
  contractHandler(articles.calls.create!, async ({ request }) => {
    savedBody = String(((await request.clone().json()) as { body?: string }).body);
    return undefined;
  }),
  ...articleScreenHandlers,
  ...articleRows.handlers(),
];

/** Save sends the body with the stored picture's address (the server keeps it on its own origin). */
export const BodyPictureSaved: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: notingSavedBody,
    },
  },
  beforeEach: () => {
    savedBody = '';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await addBodyPicture(canvasElement);
    await within(canvas.getByRole('textbox', { name: 'Body' })).findByRole('img', { name: 'A lantern' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await expect(savedBody).toMatch(new RegExp(`<img[^>]* src="/api/storage/files/${BODY_PICTURE_KEY}"`));
  },
};

/** The body's picker offers the site's pictures with search; the chosen one is inserted and saved at its address. */
export const BodyPictureChosen: Story = {
  parameters: {
    msw: {
      handlers: notingSavedBody,
    },
  },
  beforeEach: () => {
    savedBody = '';
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Body' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Image' }));
    await userEvent.click(canvas.getByRole('button', { name: "Choose from the site's pictures" }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Choose a picture' }));
    await step('the public files and the article pictures, each with where it comes from', async () => {
      const grid = await dialog.findByRole('listbox', { name: 'Pictures' });
      await expect(await within(grid).findAllByRole('option')).toHaveLength(3);
      await expect(within(grid).getByRole('option', { name: 'Lantern at dusk.png' })).toHaveAccessibleDescription('Article picture');
      await expect(within(grid).getByRole('option', { name: 'eid-lantern-card.png' })).toHaveAccessibleDescription('Public file');
    });
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search pictures by name' }), 'tajweed');
    const option = await waitFor(() => {
      const options = within(dialog.getByRole('listbox')).getAllByRole('option');
      expect(options).toHaveLength(1);
      return options[0]!;
    });
    await userEvent.click(option);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image description' }), 'A practice sheet');
    await userEvent.click(dialog.getByRole('button', { name: 'Insert' }));
    const picture = await within(canvas.getByRole('textbox', { name: 'Body' })).findByRole('img', { name: 'A practice sheet' });
    await expect(await picturesSettled([picture as HTMLImageElement])).toEqual([160]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await expect(savedBody).toMatch(/<img[^>]* src="\/public-files\/tajweed-practice-sheet.png"[^>]* alt="A practice sheet"/);
  },
};

/** A refused upload says why in the spec's words; the text typed stays and no picture is put in. */
export const BodyPictureRefused: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: [refusedUploadLink(), ...articleScreenHandlers, ...articleRows.handlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Body' }));
    await userEvent.keyboard('Our street at night');
    const fields = await addBodyPicture(canvasElement);
    await expect(await within(fields).findByRole('alert')).toHaveTextContent('Failed to fetch presigned URL. Please try again.');
    const body = canvas.getByRole('textbox', { name: 'Body' });
    await expect(body).toHaveTextContent('Our street at night');
    await expect(within(body).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A body the server refuses (a picture from another site) shows its words under the editor, everything kept. */
export const BodyRefusedBySave: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(articles.calls.create!, () =>
          HttpResponse.json(
            { success: false, message: ARTICLE_MESSAGES.bodyOutsidePicture, messageCode: 'article.bodyOutsidePicture', fields: { body: ARTICLE_MESSAGES.bodyOutsidePicture }, fieldCodes: { body: 'article.bodyOutsidePicture' } },
            { status: 400 },
          ),
        ),
        ...articleScreenHandlers,
        ...articleRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // In the form's alert, and under the editor.
    await waitFor(() => expect(canvas.getAllByText(ARTICLE_MESSAGES.bodyOutsidePicture)).toHaveLength(2));
    for (const shown of canvas.getAllByText(ARTICLE_MESSAGES.bodyOutsidePicture)) await expect(shown).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveTextContent('Iftar for everyone');
  },
};

/** Tags are chosen from the suggestions as chips, and go to add-tag with the postId once the article is saved. */
let addedTags: number[] = [];
export const TagChips: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(siteContract.addArticleTag, ({ request }) => {
          addedTags.push(Number(new URL(request.url).searchParams.get('tagId')));
          return HttpResponse.json({ success: true, message: 'Tag added.', data: [] });
        }),
        ...articleScreenHandlers,
        ...articleRows.handlers(),
      ],
    },
  },
  beforeEach: () => {
    addedTags = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    const tags = canvas.getByRole('combobox', { name: /^Tags/ });
    await userEvent.type(tags, 'Ram');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Ramadan' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.clear(tags);
    await userEvent.type(tags, 'Fam');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Family' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    const chips = canvas.getByRole('grid', { name: /Tags/ });
    await expect(within(chips).getAllByRole('row').map((row) => row.textContent)).toEqual(['Ramadan', 'Family']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await expect(addedTags).toEqual([12, 3]);
  },
};

/**
 * /articles/view/{postId}: every field read-only, the pictures, the body and the tags as chips without a
 * remove button (a tag is taken off in the edit form); Edit and Preview with edit rights.
 */
export const View: Story = {
  parameters: { path: VIEW_PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'View Article' })).toBeVisible();
    await expect(await canvas.findByText(ramadanArticle.title)).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Current title cover' }, { timeout: 5000 })).toBeVisible();
    const chips = await canvas.findByRole('grid', { name: 'Tags' });
    await expect(within(chips).getAllByRole('row').map((row) => row.textContent)).toEqual(['Ramadan', 'Family']);
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expectReadOnly(canvasElement);
  },
};

/** Without edit rights Edit and Preview are not offered either. */
export const ViewWithoutEditRights: Story = {
  beforeEach: () => signedInAs(contractFixtures.viewerProfile)(),
  parameters: { path: VIEW_PATH, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Tags' });
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await expectReadOnly(canvasElement);
  },
};

/** /articles/preview/{postId}: the public-style news page: Home / News, cover, title, author, date, category, body, tags. */
export const Preview: Story = {
  parameters: { path: PREVIEW_PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article');
    await expect(await within(article).findByRole('heading', { level: 1, name: ramadanArticle.title })).toBeVisible();
    await expect(within(article).getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Home/News');
    // The cover is fetched with the token and drawn by the mock server before it shows: on a busy machine, more than the default second.
    await expect(await within(article).findByRole('img', { name: `Cover of ${ramadanArticle.title}` }, { timeout: 5000 })).toBeVisible();
    await expect(article).toHaveTextContent('By Yusuf Qureshi');
    await expect(article).toHaveTextContent('Ramadan Guides');
    await expect(within(article).getByRole('heading', { level: 2, name: 'What to know' })).toBeVisible();
    await expect(within(article).getByRole('link', { name: 'our reading list' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(article.querySelector('p[dir=rtl]')).toHaveTextContent('رمضان');
    await expect(within(article).getByRole('list', { name: 'Tags' })).toHaveTextContent('#Ramadan#Family');
  },
};

/** The preview in Urdu: the panel is right to left, the English article keeps its own direction. */
export const PreviewUrdu: Story = {
  globals: { locale: 'ur' },
  parameters: { path: PREVIEW_PATH },
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article');
    await expect(await within(article).findByRole('img', {}, { timeout: 5000 })).toBeVisible();
    await expect(article).toHaveAttribute('dir', 'ltr');
    await expect(within(article).getByRole('navigation', { name: 'راستہ' })).toHaveTextContent('ہوم/خبریں');
  },
};

/** Even if the server sent hostile HTML, the preview shows its text and runs nothing. */
export const PreviewOfHostileHtml: Story = {
  parameters: {
    path: PREVIEW_PATH,
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(articles.calls.find, () =>
          HttpResponse.json({
            ...ramadanArticle,
            body: '<p>Safe text</p><script>window.hostile = 1</script><a href="javascript:window.hostile = 2">bad link</a><iframe src="https://evil.example"></iframe><svg><g onload="window.hostile = 3"></g></svg>',
          }),
        ),
        ...articleScreenHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article');
    await expect(await within(article).findByText('Safe text')).toBeVisible();
    await expect(within(article).getByText('bad link')).not.toHaveAttribute('href');
    await expect(article.querySelectorAll('script, iframe, svg, [onload]')).toHaveLength(0);
    await expect((window as unknown as { hostile?: number }).hostile).toBeUndefined();
  },
};

const standard = resourceRecordStories({
  resource: articles,
  rows: articleRows,
  existingPath: EDIT_PATH,
  missingPath: '/articles/edit/999',
  notFoundText: 'This article does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue(ramadanArticle.title),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
