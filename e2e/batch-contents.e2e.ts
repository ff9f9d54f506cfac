import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** The first lesson content of the form whose fields include `field`. */
const entryWith = (page: Page, field: Locator) => page.getByRole('region', { name: /^Lesson content \d+$/ }).filter({ has: field }).first();

async function openRunningBatch(page: Page) {
  await menuLink(page, 'Batch contents').click();
  await page.getByRole('combobox', { name: 'Course' }).fill('Tajw');
  await page.getByRole('option', { name: 'Tajweed Basics' }).click();
  await page.waitForURL(/\/batchcontents\?courseId=1$/);
  const running = page.getByRole('grid', { name: 'Batch Contents' }).getByRole('row').filter({ hasText: 'Running' });
  await running.waitFor();
  await running.getByRole('button', { name: /^Actions for Batch/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.waitForURL(/\/batchcontents\/edit\/\d+\/1$/);
}

describe('batch contents', () => {
  it('the instructor picks a course by typing, edits one content of each type in its running batch, and finds them after a reload', async () => {
    const page = await openPage(browser);
    await signIn(page, 'instructor');
    await openRunningBatch(page);
    const editPath = new URL(page.url()).pathname;

    const video = entryWith(page, page.getByRole('combobox', { name: /Video Title/ }));
    await video.waitFor();
    await video.getByRole('textbox', { name: /Duration \(minutes\)/ }).fill('33');
    const live = entryWith(page, page.getByRole('textbox', { name: /Session Link/ }));
    await live.getByRole('textbox', { name: /Session Link/ }).fill('https://example.com/live/journey');
    await live.getByRole('button', { name: /Link Type/ }).click();
    await page.getByRole('option', { name: 'Recording', exact: true }).click();
    const assignment = entryWith(page, page.getByRole('textbox', { name: /Assignment Number/ }));
    await assignment.getByRole('radio', { name: 'Text' }).click({ force: true });
    await assignment.getByRole('textbox', { name: /Assignment Text/ }).fill('Recite Al-Fatiha slowly, twice.');
    await screenshot(page, 'batch-content-form-en');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await page.waitForURL(/\/batchcontents\?courseId=1$/, { timeout: 5000 });

    await page.goto(url(editPath));
    await page.reload();
    await video.waitFor();
    expect(await video.getByRole('textbox', { name: /Duration \(minutes\)/ }).inputValue()).toBe('33');
    expect(await live.getByRole('textbox', { name: /Session Link/ }).inputValue()).toBe('https://example.com/live/journey');
    expect(await live.getByRole('button', { name: /Link Type/ }).textContent()).toContain('Recording');
    expect(await assignment.getByRole('textbox', { name: /Assignment Text/ }).inputValue()).toBe('Recite Al-Fatiha slowly, twice.');
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Bilal Ahmed changed it').waitFor();

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'بیچ کے مواد میں ترمیم' }).waitFor();
    await screenshot(page, 'batch-content-form-ur');
    await page.getByRole('button', { name: 'English' }).click();
    await page.context().close();
  });
});
