import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_HEADERS, workerBrowser, menuLink, openPage, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date and time into a react-aria date field, segment after segment, as a keyboard user does. */
async function typeDateTime(page: Page, label: string, keys: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(keys);
}

const lesson = (page: Page, number: string) => page.getByRole('listitem', { name: `Lesson ${number}` });

describe('lessons', () => {
  it('lets an instructor write a sub-part lesson group with one lesson of each type, and finds it all after a reload', async () => {
    const page = await openPage(browser);
    await signIn(page, 'instructor');
    await menuLink(page, 'Lessons').click();
    await page.waitForURL(/\/lessons$/);

    await page.getByRole('combobox', { name: /Course Name/ }).fill('Tajweed');
    await page.getByRole('option', { name: 'Tajweed Basics' }).click();
    await choose(page, /Part Name/, 'Points of Articulation');
    await choose(page, /Sub Part Name/, 'The Tongue');
    await page.waitForURL(/\/lessons\?courseId=1&partId=1&subPartId=2$/);
    const table = page.getByRole('grid', { name: 'Lessons' });
    await table.getByRole('row', { name: /The Tongue: the lesson/ }).waitFor();

    // The instructor may view and edit, but neither publish nor delete.
    await page.getByRole('button', { name: 'Actions for The Tongue: the lesson' }).click();
    expect(await page.getByRole('menuitem', { name: 'Edit' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Publish' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Unpublish' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await screenshot(page, 'lessons-list-en');

    await page.getByRole('button', { name: 'Add Lesson' }).click();
    await page.waitForURL(/\/lessons\/create\?courseId=1&partId=1&subPartId=2&isPart=false&isSubPart=true$/);
    expect(await page.getByRole('textbox', { name: /Course Name/ }).inputValue()).toBe('Tajweed Basics');
    expect(await page.getByRole('textbox', { name: /Sub Part Name/ }).inputValue()).toBe('The Tongue');

    // An empty save names what is missing and keeps the form.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Something went wrong, please check all the fields').first().waitFor();
    await page.getByText('Please select lesson type').waitFor();

    // Lesson 1.1: a video with two attributes.
    const video = lesson(page, '1.1');
    await video.getByRole('textbox', { name: /Lesson Name/ }).fill('Heavy and light letters');
    await video.getByRole('textbox', { name: /Arabic/ }).fill('التفخيم والترقيق');
    await choose(page, /Lesson Type/, 'Video lecture');
    await video.getByRole('radio', { name: 'No' }).click({ force: true });
    await video.getByRole('combobox', { name: /Video Title/ }).fill('Tongue');
    await page.getByRole('option', { name: 'Makharij: The Tongue Letters' }).click();
    await video.getByRole('textbox', { name: /hours/ }).fill('0');
    await video.getByRole('textbox', { name: /minutes/ }).fill('18');
    for (const [index, title] of ['Listen again', 'Check yourself'].entries()) {
      await video.getByRole('button', { name: 'Add attribute to lesson 1.1' }).click();
      const attribute = video.getByRole('listitem').filter({ hasText: `Attribute ${index + 1}` });
      await attribute.getByRole('textbox', { name: /Attribute Title/ }).fill(title);
      await attribute.getByRole('textbox', { name: /\(minutes\)/ }).fill(String(3 + index));
      await attribute.getByRole('textbox', { name: /\(seconds\)/ }).fill('20');
      await attribute.getByRole('radio', { name: 'Question and answer' }).click({ force: true });
      await attribute.getByRole('radio', { name: 'Open ended' }).click({ force: true });
      await attribute.getByRole('textbox', { name: /^Question/ }).fill(`What did you hear in part ${index + 1}?`);
    }

    // Lesson 1.2: a live session.
    await page.getByRole('button', { name: 'Add lesson to group 1' }).click();
    const live = lesson(page, '1.2');
    await live.getByRole('textbox', { name: /Lesson Name/ }).fill('Ask about heavy letters');
    await live.getByRole('textbox', { name: /Arabic/ }).fill('أسئلة التفخيم');
    await live.getByRole('button', { name: /Lesson Type/ }).click();
    await page.getByRole('option', { name: 'Live session', exact: true }).click();
    await live.getByRole('radio', { name: 'No' }).click({ force: true });
    await live.getByRole('textbox', { name: /Live Session URL/ }).fill('https://example.com/live/heavy-letters');
    await live.getByRole('button', { name: /Link Type/ }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await live.getByRole('textbox', { name: /Duration \(minutes\)/ }).fill('40');
    await live.getByRole('textbox', { name: /as shown/ }).fill('11:00 AM UTC');
    await typeDateTime(page, 'Session Start Date', '120120261100AM');

    // Lesson 1.3: an assignment.
    await page.getByRole('button', { name: 'Add lesson to group 1' }).click();
    const assignment = lesson(page, '1.3');
    await assignment.getByRole('textbox', { name: /Lesson Name/ }).fill('Recite the heavy letters');
    await assignment.getByRole('textbox', { name: /Arabic/ }).fill('اقرأ حروف التفخيم');
    await assignment.getByRole('button', { name: /Lesson Type/ }).click();
    await page.getByRole('option', { name: 'Assignment', exact: true }).click();
    await assignment.getByRole('radio', { name: 'Yes' }).click({ force: true });
    await assignment.getByRole('textbox', { name: /Assignment Number/ }).fill('4');
    await assignment.getByRole('radio', { name: 'Text' }).click({ force: true });
    await assignment.getByRole('checkbox', { name: 'Audio' }).click({ force: true });
    await assignment.getByRole('textbox', { name: /Assignment Text/ }).fill('Recite the seven heavy letters, each three times.');

    await screenshot(page, 'lesson-form-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/lessons\?courseId=1&partId=1&subPartId=2$/, { timeout: 5000 });

    // After a reload the three lessons are listed, and the sub-part's form holds all that was written.
    await page.reload();
    for (const name of ['Heavy and light letters', 'Ask about heavy letters', 'Recite the heavy letters']) {
      await table.getByRole('row', { name: new RegExp(name) }).waitFor();
    }
    await page.getByRole('button', { name: 'Actions for Heavy and light letters' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/lessons\/edit\/\d+\?.*isSubPart=true/);
    const group = page.getByRole('region', { name: 'Lesson group 3' });
    await group.waitFor();
    expect(await group.getByRole('textbox', { name: /Lesson Name/ }).nth(0).inputValue()).toBe('Heavy and light letters');
    expect(await group.getByRole('textbox', { name: /Attribute Title/ }).count()).toBe(2);
    expect(await group.getByRole('textbox', { name: /Attribute Title/ }).nth(1).inputValue()).toBe('Check yourself');
    // The lesson whose Edit was chosen is unfolded; the others of the tree open on demand.
    await group.getByRole('button', { name: 'Show lesson 3.2' }).click();
    await group.getByRole('button', { name: 'Show lesson 3.3' }).click();
    expect(await group.getByRole('textbox', { name: /Live Session URL/ }).inputValue()).toBe('https://example.com/live/heavy-letters');
    expect(await group.getByRole('textbox', { name: /Assignment Text/ }).inputValue()).toBe('Recite the seven heavy letters, each three times.');

    // The server refuses the instructor's publish and delete too.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('TOKEN_KEY') ?? 'null') as string | null);
    const id = /\/lessons\/edit\/(\d+)/.exec(page.url())![1];
    const headers = { ...APP_HEADERS, authorization: `Bearer ${token}` };
    const body = JSON.stringify({ status: 'PUBLISH' });
    const publish = await fetch(url(`/api/academy/lesson/${id}/`), { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body });
    expect(publish.status).toBe(403);
    const remove = await fetch(url(`/api/academy/course-content/lesson/${id}`), { method: 'DELETE', headers });
    expect(remove.status).toBe(403);

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'اسباق میں ترمیم کریں' }).waitFor();
    await screenshot(page, 'lesson-form-ur');
    await page.getByRole('button', { name: 'English' }).click();
    await page.context().close();
  });
});
