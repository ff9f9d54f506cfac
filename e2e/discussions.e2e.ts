import type { Browser, Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** Whether a row's post shows as hidden or deleted by its author. */
const isHiddenOrDeleted = async (row: Locator) => /Hidden|Deleted by its author/.test((await row.textContent()) ?? '');

describe('discussions and comments', () => {
  it('hides twenty of the most reported discussions at once, finds them hidden after a reload, then edits a comment in Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Discussions').click();
    await page.waitForURL(/\/local-community\/discussion$/);
    const table = page.getByRole('grid', { name: 'Discussions' });
    await table.getByRole('row').nth(10).waitFor();
    expect(await table.getByRole('row').count()).toBe(11);

    // The most reported first, 25 a page.
    const reports = table.getByRole('columnheader', { name: /Reports/ });
    // The second press turns the order the first one set, once the header shows it.
    await reports.click();
    await expect.poll(() => reports.getAttribute('aria-sort')).toBe('ascending');
    await reports.click();
    await expect.poll(() => reports.getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await table.getByRole('row').nth(25).waitFor();

    const rows = table.getByRole('row');
    const chosen: number[] = [];
    for (let index = 1; index <= 25 && chosen.length < 20; index++) {
      const row = rows.nth(index);
      if (await isHiddenOrDeleted(row)) continue;
      await row.getByRole('checkbox').check({ force: true });
      chosen.push(index);
    }
    expect(chosen).toHaveLength(20);
    const bar = page.getByRole('toolbar', { name: 'Changes to the selected rows' });
    await bar.getByText('20 selected').waitFor();
    await screenshot(page, 'discussions-twenty-chosen-en');
    await bar.getByRole('button', { name: 'Hide', exact: true }).click();
    await page.getByText('20 records changed').waitFor();
    await bar.waitFor({ state: 'detached' });

    await page.reload();
    await table.getByRole('row').nth(25).waitFor();
    expect(page.url()).toMatch(/sort=reportCount/);
    for (const index of chosen) expect(await rows.nth(index).textContent()).toContain('Hidden');

    // The comments screen, in Urdu: an empty comment is refused with the spec's words, then one is saved.
    await menuLink(page, 'Comments').click();
    await page.waitForURL(/\/local-community\/comments$/);
    await page.getByRole('button', { name: 'اردو' }).click();
    const comments = page.getByRole('grid', { name: 'تبصرے' });
    await comments.getByRole('row').nth(10).waitFor();
    await comments.getByRole('row').nth(1).getByRole('button').click();
    await page.getByRole('menuitem', { name: 'ترمیم کریں' }).click();
    await page.waitForURL(/\/local-community\/comments\/edit\/\d+$/);
    const box = page.getByRole('textbox', { name: /^تبصرہ/ });
    await expect.poll(() => box.inputValue()).not.toBe('');
    await box.fill('   ');
    await page.getByRole('button', { name: 'محفوظ کریں' }).click();
    await page.getByText('براہ کرم درست تبصرہ درج کریں').first().waitFor();
    await box.fill('جزاک اللہ خیر، ہم ضرور آئیں گے');
    await screenshot(page, 'comment-edit-ur');
    await page.getByRole('button', { name: 'محفوظ کریں' }).click();
    await page.getByText('ریکارڈ کامیابی سے اپ ڈیٹ ہو گیا!').waitFor();
    await page.waitForURL(/\/local-community\/comments$/, { timeout: 5000 });
    await comments.getByRole('row', { name: /جزاک اللہ خیر، ہم ضرور آئیں گے/ }).waitFor();
    await page.context().close();
  });
});
