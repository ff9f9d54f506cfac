import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, menuLink, openPage, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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

  it('shows the viewer no add, edit or delete, and the server refuses the viewer a save', async () => {
    const page = await openPage(browser);
    await signIn(page, 'viewer');
    await menuLink(page, 'Tags').click();
    await page.getByRole('grid', { name: 'Tags' }).getByRole('row', { name: /Stories for Kids/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Tag' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Actions for Stories for Kids' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['View']);

    const status = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('TOKEN_KEY') ?? '""') as string;
      const reply = await fetch('/api/site/blog-tag/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'Viewer tag' }),
      });
      return reply.status;
    });
    expect(status).toBe(403);

    // A typed or shared address to a form the viewer may not use shows the no-access notice, not the form.
    await page.goto(url('/tags/create'));
    await page.getByRole('heading', { level: 1, name: 'You do not have access to this screen' }).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.goto(url('/tags'));
    await page.getByRole('button', { name: 'Actions for Stories for Kids' }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await page.waitForURL(/\/tags\/view\/\d+$/);
    const tagId = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'You do not have access to this screen' }).count()).toBe(0);
    await page.goto(url(`/tags/edit/${tagId}`));
    await page.getByRole('heading', { level: 1, name: 'You do not have access to this screen' }).waitFor();
    await page.context().close();
  });
});
