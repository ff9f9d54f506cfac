import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('tags', () => {
  it('lets the administrator add, find, page, edit and delete tags, with the history, in English and Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Tags').click();
    const table = page.getByRole('grid', { name: 'Tags' });
    await table.getByRole('row', { name: /Stories for Kids/ }).waitFor();
    expect(await page.getByText('Showing 1–25 of 61').count()).toBe(1);

    // Add in the dialog: the slug follows the name; the dialog closes a second after saving, and the
    // success toast is still there to read once it has.
    await page.getByRole('button', { name: 'Add Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tag' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Night Prayer');
    expect(await dialog.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe('night-prayer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('region', { name: 'Notifications', exact: true }).getByText('Record added successfully!');
    await toast.waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 3000 });
    expect(await toast.isVisible()).toBe(true);
    await table.getByRole('row', { name: /Night Prayer/ }).waitFor();

    // Search and the third page live in the address: a reload shows the same rows.
    await page.getByRole('searchbox', { name: 'Search' }).fill('ramadan');
    await page.waitForURL(/\?q=ramadan$/);
    await table.getByRole('row', { name: /Ramadan Recipes/ }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.waitForURL(/\/tags$/);
    await page.getByRole('button', { name: /page 3/i }).click();
    await page.waitForURL(/\?page=3$/);
    await page.reload();
    await page.getByText('Showing 51–62 of 62').waitFor();
    await table.getByRole('row', { name: /Eid al-Fitr/ }).waitFor();

    // Edit on its own page, then the history says who changed what.
    await page.goto(url('/tags?q=night'));
    await page.getByRole('button', { name: 'Actions for Night Prayer' }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await page.waitForURL(/\/tags\/view\/\d+$/);
    const id = /\/tags\/view\/(\d+)$/.exec(page.url())?.[1];
    await page.goto(url(`/tags/edit/${id}`));
    const slug = page.getByRole('textbox', { name: /^Slug/ });
    await slug.fill('qiyam');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await page.waitForURL(/\/tags$/, { timeout: 5000 });
    // The toast survives the return to the list.
    expect(await page.getByText('Record updated successfully!').isVisible()).toBe(true);
    await page.goto(url(`/tags/view/${id}`));
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Amina Rahman changed it').waitFor();
    expect(await history.textContent()).toContain('Slug: night-prayer → qiyam');
    await screenshot(page, 'tag-history-en');

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('region', { name: 'تاریخچہ' }).waitFor();
    await screenshot(page, 'tag-history-ur');
    await page.getByRole('button', { name: 'English' }).click();

    // Delete asks first.
    await page.goto(url('/tags?q=night'));
    await page.getByRole('button', { name: 'Actions for Night Prayer' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Record deleted successfully!').waitFor();
    await page.getByText('Nothing matches “night”').waitFor();
    await page.context().close();
  });
});
