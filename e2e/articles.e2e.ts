import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, refusedByPolicy, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const URDU_PARAGRAPH = 'ہماری مسجد میں افطار سب کے لیے ہے۔';
const PAYLOAD = '<p>Pasted</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:window.pwned = 3">click</a>';
/** The same without a picture: a save refuses a body naming a picture from anywhere but this server's stored files. */
const PAYLOAD_WITHOUT_PICTURE = '<p>Pasted</p><script>window.pwned = 1</script><a href="javascript:window.pwned = 3">click</a>';

/** Pastes `html` into the editor as a browser does from the clipboard. */
async function pasteHtml(page: Page, html: string) {
  await page.locator('.ProseMirror').evaluate((editor, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'Pasted');
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** Whether the text itself has the keyboard, not a toolbar button or a field. */
function editorHasFocus(page: Page) {
  return page.evaluate(() => document.activeElement?.classList.contains('ProseMirror') ?? false);
}

/**
 * Presses a toolbar button, then waits for the text to take the keyboard back: Tiptap returns focus one animation
 * frame after the press, and a key sent sooner would reach the button (Enter would press it again).
 */
async function format(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => editorHasFocus(page)).toBe(true);
}

async function chooseTag(page: Page, typed: string, name: string) {
  const input = page.getByRole('combobox', { name: /^Tags/ });
  await input.fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
  // A pick closes the suggestions, so the form below is in reach again.
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('articles', () => {
  it('lets the content manager write an article with a heading, a list, a link, an Urdu paragraph, an uploaded picture and one chosen in the picker in the body, two pictures and three tags, publish it and preview it; no script runs', async () => {
    const page = await openPage(browser);
    await signIn(page, 'content');
    const listed = page.waitForRequest((request) => request.url().includes('/blog-post/list'));
    await menuLink(page, 'Articles').click();
    await page.waitForURL(/\/articles$/);
    const token = (await listed).headers()['auth-token'] ?? '';
    const table = page.getByRole('grid', { name: 'Articles' });
    await table.getByRole('row', { name: /Hajj Stories from First-Time Pilgrims/ }).waitFor();
    await expect.poll(() => table.getByRole('img', { name: 'Thumbnail of Hajj Stories from First-Time Pilgrims' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(150);
    await screenshot(page, 'articles-list-en');

    await page.getByRole('button', { name: 'Add Article' }).click();
    await page.waitForURL(/\/articles\/create$/);
    await page.getByRole('textbox', { name: /^Title/ }).fill('Our Community Iftar');
    // Enter in a one-line field does not save the form.
    await page.getByRole('textbox', { name: /^Title/ }).press('Enter');
    expect(await page.getByText('Enter description').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe('our-community-iftar');
    await page.getByRole('textbox', { name: /^Description/ }).fill('Everyone is welcome to break the fast with us.');

    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await format(page, 'H2 heading');
    await page.keyboard.type('Iftar plan');
    await page.keyboard.press('Enter');
    await format(page, 'Bulleted list');
    await page.keyboard.type('Dates and water');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Maghrib prayer');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the guide');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByRole('textbox', { name: 'Link address' }).fill('https://example.org/iftar');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.ProseMirror a[href="https://example.org/iftar"]').waitFor();
    // Closing the link fields gives the text its focus back, the link still selected.
    await expect.poll(() => editorHasFocus(page)).toBe(true);
    await page.keyboard.press('End');
    // Chromium may hand the editor the next key before it has heard of the caret's move; a person's next key
    // comes later. The editor (Tiptap keeps itself on its element) has taken the move once its selection is empty.
    await expect
      .poll(() => page.locator('.ProseMirror').evaluate((element) => (element as HTMLElement & { editor: { state: { selection: { empty: boolean } } } }).editor.state.selection.empty))
      .toBe(true);
    await page.keyboard.press('Enter');
    // Chromium reports the pasted handler as refused by the panel's policy as soon as the HTML is parsed
    // (even inert); those refusals are this journey's proof, not a page of the panel needing a script.
    const refusedBefore = refusedByPolicy.length;
    await pasteHtml(page, PAYLOAD);
    await expect.poll(() => page.locator('.ProseMirror').textContent()).toContain('Pasted');
    await expect.poll(() => refusedByPolicy.length).toBeGreaterThan(refusedBefore);
    const refusedByPaste = refusedByPolicy.splice(refusedBefore);
    for (const refusal of refusedByPaste) expect(refusal).toContain('Executing inline event handler');
    expect(await page.locator('.ProseMirror img, .ProseMirror script').count()).toBe(0);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(URDU_PARAGRAPH);
    await format(page, 'Right to left paragraph');
    await page.locator('.ProseMirror p[dir=rtl]').waitFor();
    // The Image button uploads a picture through the signed upload flow and puts its stored address in the text.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const pictureFields = page.getByRole('group', { name: 'Add an image' });
    await pictureFields.locator('input[type=file]').setInputFiles({ name: 'lanterns.png', mimeType: 'image/png', buffer: await picture(page, 160, 90, '#0f766e') });
    await pictureFields.getByRole('textbox', { name: 'Image description' }).fill('Lanterns at the masjid');
    await pictureFields.getByRole('button', { name: 'Upload and insert' }).click();
    const inserted = page.locator('.ProseMirror img[alt="Lanterns at the masjid"]');
    await expect.poll(() => inserted.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
    expect(await inserted.getAttribute('src')).toMatch(/^\/api\/storage\/files\/article-image\//);
    // Or chooses one of the site's pictures: the public picture file, found by its name in the picker.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await page.getByRole('group', { name: 'Add an image' }).getByRole('button', { name: "Choose from the site's pictures" }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a picture' });
    await picker.getByRole('searchbox', { name: 'Search pictures by name' }).fill('tajweed');
    // The search answers after a pause in the typing: a picture clicked in the whole library before then
    // is drawn again, and Insert with it, under the click that follows.
    const shownNames = () => picker.getByRole('listbox', { name: 'Pictures' }).getByRole('option').allTextContents();
    await expect.poll(async () => (await shownNames()).map((name) => name.includes('tajweed'))).toEqual([true]);
    const sheet = picker.getByRole('listbox', { name: 'Pictures' }).getByRole('option', { name: 'tajweed-practice-sheet.png' });
    await sheet.click();
    expect(await sheet.getAttribute('aria-selected')).toBe('true');
    await picker.getByRole('textbox', { name: 'Image description' }).fill('Tajweed practice sheet');
    await picker.getByRole('button', { name: 'Insert' }).click();
    await picker.waitFor({ state: 'detached' });
    const chosen = page.locator('.ProseMirror img[alt="Tajweed practice sheet"]');
    await expect.poll(() => chosen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await chosen.getAttribute('src')).toBe('/public-files/tajweed-practice-sheet.png');

    await page.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Community News' }).click();
    await page.getByRole('button', { name: /Author/ }).click();
    await page.getByRole('option', { name: 'Yusuf Qureshi' }).click();
    await page.getByRole('radiogroup', { name: /Published/ }).getByText('Yes', { exact: true }).click();
    await chooseTag(page, 'Ramad', 'Ramadan');
    await chooseTag(page, 'Commun', 'Community');
    await chooseTag(page, 'Chari', 'Charity');
    const [thumbnail, cover] = await page.locator('input[type=file]').all();
    await thumbnail!.setInputFiles({ name: 'iftar-thumbnail.png', mimeType: 'image/png', buffer: await picture(page, 150, 100, '#b45309') });
    await cover!.setInputFiles({ name: 'iftar-cover.png', mimeType: 'image/png', buffer: await picture(page, 480, 240, '#1e3a8a') });
    await screenshot(page, 'article-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/articles$/, { timeout: 8000 });

    const row = table.getByRole('row', { name: /Our Community Iftar/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Yes');
    await page.getByRole('button', { name: 'Actions for Our Community Iftar' }).click();
    await page.getByRole('menuitem', { name: 'Preview' }).click();
    await page.waitForURL(/\/articles\/preview\/\d+$/);
    const postId = Number(/preview\/(\d+)/.exec(page.url())?.[1]);
    const article = page.getByRole('article');
    await article.getByRole('heading', { level: 1, name: 'Our Community Iftar' }).waitFor();
    expect(await article.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toBe('Home/News');
    await expect.poll(() => article.getByRole('img', { name: 'Cover of Our Community Iftar' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
    expect(await article.getByRole('heading', { level: 2, name: 'Iftar plan' }).isVisible()).toBe(true);
    expect(await article.getByRole('listitem').filter({ hasText: 'Maghrib prayer' }).count()).toBe(1);
    expect(await article.getByRole('link', { name: 'Read the guide' }).getAttribute('href')).toBe('https://example.org/iftar');
    expect(await article.locator('p[dir=rtl]').textContent()).toBe(URDU_PARAGRAPH);
    // The picture is shown from this server's stored file, at its address on the panel's origin.
    const bodyPicture = article.getByRole('img', { name: 'Lanterns at the masjid' });
    await expect.poll(() => bodyPicture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
    expect(await bodyPicture.getAttribute('src')).toMatch(new RegExp(`^${new URL(page.url()).origin}/api/storage/files/article-image/`));
    const chosenPicture = article.getByRole('img', { name: 'Tajweed practice sheet' });
    await expect.poll(() => chosenPicture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await chosenPicture.getAttribute('src')).toBe(`${new URL(page.url()).origin}/public-files/tajweed-practice-sheet.png`);
    const text = await article.textContent();
    for (const shown of ['Yusuf Qureshi', 'Community News', '#Ramadan', '#Community', '#Charity', 'Pasted']) expect(text).toContain(shown);
    expect(await article.locator('script, [onerror], a[href^="javascript"], img[src="x"]').count()).toBe(0);
    await screenshot(page, 'article-preview-en');

    // A payload sent straight to the API comes back harmless, and its preview runs nothing; a body naming a
    // picture from elsewhere is refused with words, and changes nothing.
    const [saved, outside] = await page.evaluate(
      async ({ token, postId, payload }) => {
        const headers = { 'content-type': 'application/json', 'auth-token': token, authorization: `Bearer ${token}` };
        const found = await (await fetch(`/api/site/blog-post/find?id=${postId}`, { headers })).json();
        const update = (body: string) =>
          fetch('/api/site/blog-post/update', { method: 'POST', headers, body: JSON.stringify({ ...found, body, tags: undefined, category: undefined }) });
        const hostile = await update(`${found.body}<script>window.pwned = 4</script><svg onload="window.pwned = 5"></svg>${payload}`);
        const tracked = await update(`${found.body}<img src="https://tracker.example/pixel.png?reader=1">`);
        return [(await hostile.json()).data.body as string, { status: tracked.status, message: (await tracked.json()).message as string }];
      },
      { token, postId, payload: PAYLOAD_WITHOUT_PICTURE },
    );
    expect(saved).not.toMatch(/script|onerror|onload|javascript/i);
    expect(saved).toContain('/api/storage/files/article-image/');
    expect(outside).toEqual({ status: 400, message: 'Pictures in the article body must be uploaded with its Image button; pictures from other addresses are not allowed.' });
    await page.reload();
    await article.getByRole('heading', { level: 1, name: 'Our Community Iftar' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    // In Urdu the panel is right to left; the preview keeps the article's own direction.
    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('link', { name: 'مضامین پر واپس جائیں' }).waitFor();
    expect(await article.getAttribute('dir')).toBe('ltr');
    await screenshot(page, 'article-preview-ur');
    await page.goto(url(`/articles/view/${postId}`));
    await page.getByRole('heading', { name: 'مضمون دیکھیں' }).waitFor();
    await screenshot(page, 'article-view-ur');

    // Writing in Urdu: the toolbar speaks Urdu, a right-to-left paragraph is added and the article saved.
    await page.getByRole('button', { name: 'ترمیم کریں' }).click();
    await page.waitForURL(/\/articles\/edit\/\d+$/);
    await page.getByRole('toolbar', { name: 'فارمیٹنگ' }).waitFor();
    await page.getByRole('textbox', { name: 'متن' }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('عید مبارک');
    await screenshot(page, 'article-edit-ur');
    await page.getByRole('button', { name: 'محفوظ کریں' }).click();
    await page.getByText('ریکارڈ کامیابی سے اپ ڈیٹ ہو گیا!').waitFor();
    await page.waitForURL(/\/articles$/, { timeout: 8000 });
    await page.getByRole('button', { name: 'English' }).click();
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await page.context().close();
  });
});
