import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('chapters', () => {
  it('opens a course’s chapters from its menu, adds one and publishes it, in English and Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Courses').click();
    await page.getByRole('button', { name: 'Actions for Tajweed Basics' }).click();
    await page.getByRole('menuitem', { name: 'Chapters' }).click();
    await page.waitForURL(/\/chapters\?courseId=1$/);

    // Six to a page: the seeded eight fill one page and start the next.
    const table = page.getByRole('grid', { name: 'Chapters' });
    await table.getByRole('row', { name: /Introduction to Tajweed/ }).waitFor();
    expect(await table.getByRole('row').count()).toBe(7);
    expect(await page.getByText('Showing 1–6 of 8').isVisible()).toBe(true);
    await screenshot(page, 'chapters-list-en');

    await page.getByRole('button', { name: 'Add Chapter' }).click();
    await page.waitForURL(/\/chapters\/create\?courseId=1$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter Arabic title').waitFor();
    expect(await page.getByText('Please select Video Title').isVisible()).toBe(true);
    await screenshot(page, 'chapter-create-errors-en');

    await choose(page, /Course Access/, 'Unlocked');
    await page.getByRole('textbox', { name: /Lesson Count/ }).fill('2');
    await page.getByRole('textbox', { name: /Duration/ }).fill('20');
    await page.getByRole('textbox', { name: /Arabic Title/ }).fill('الإدغام');
    await page.getByRole('textbox', { name: /English Title/ }).fill('Merging: Idgham');
    await choose(page, /Type/, 'Default');
    await page.getByRole('textbox', { name: /Description/ }).fill('When a letter merges into the next, and how it sounds.');
    await page.getByRole('combobox', { name: /Video Title/ }).fill('Noon Sakinah');
    await page.getByRole('option', { name: 'Rules of Noon Sakinah and Tanween' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/chapters\?courseId=1$/, { timeout: 5000 });

    // The new chapter is the ninth: on the second page, NEW, so its menu offers Publish.
    await page.getByRole('button', { name: /Page 2|^2$/ }).click();
    const row = table.getByRole('row', { name: /Merging: Idgham/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('New');
    await page.getByRole('button', { name: 'Actions for Merging: Idgham' }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await expect.poll(() => row.textContent()).toContain('Published');
    await page.getByRole('button', { name: 'Actions for Merging: Idgham' }).click();
    expect(await page.getByRole('menuitem', { name: 'Unpublish' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'ابواب' }).waitFor();
    await screenshot(page, 'chapters-list-ur');
    await page.getByRole('button', { name: 'English' }).click();
    await page.context().close();
  });
});
