import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('button', { name: field }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
const rowTitles = (page: Page) => page.getByRole('grid', { name: 'Vendor Products' }).getByRole('rowheader').allTextContents();

describe('vendor products', () => {
  it('filters by vendor and category and keeps them over a reload, then chooses a product’s category, rank and pictures in a new tab, and reads the list in Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Products').click();
    await page.waitForURL(/\/vendor-products$/);
    const table = page.getByRole('grid', { name: 'Vendor Products' });
    await table.getByRole('row').nth(1).waitFor();

    await choose(page, /Vendor/, 'Noor Modest Wear');
    await page.waitForURL(/vendor=\d+/);
    await choose(page, /Category/, 'Modest Wear');
    await page.waitForURL(/category=\d+/);
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1).every((row) => row.includes('Modest Wear') && row.includes('Noor Modest Wear'))).toBe(true);
    const filtered = await rowTitles(page);
    expect(filtered.length).toBeGreaterThan(5);
    await screenshot(page, 'products-list-filtered-en');

    await page.reload();
    await table.getByRole('row', { name: new RegExp(filtered[0]!) }).waitFor();
    expect(await rowTitles(page)).toEqual(filtered);
    await expect.poll(() => page.getByRole('button', { name: /Category/ }).first().textContent()).toContain('Modest Wear');

    // A product not sorted yet: its category, sub-category, rank and status, and its pictures for the web.
    await choose(page, /Category/, 'All categories');
    await page.getByRole('searchbox').fill('Jersey Hijab — Everyday, Dusty Rose');
    const row = table.getByRole('row', { name: /Jersey Hijab — Everyday, Dusty Rose/ });
    await row.waitFor();
    await row.getByRole('button', { name: /Actions for/ }).click();
    const [editor] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('menuitem', { name: 'Edit' }).click()]);
    await editor.waitForURL(/\/vendor-products\/edit\/noor-modest-wear\/\d+$/);
    const form = editor.getByRole('form', { name: 'Edit Product' });
    await form.waitFor();
    const pictures = editor.getByRole('region', { name: 'Pictures on the web' }).getByRole('listitem');
    expect(await pictures.count()).toBe(3);
    for (const index of [0, 1]) {
      await pictures.nth(index).getByRole('button', { name: 'Show on Web' }).click();
      await expect.poll(() => pictures.nth(index).textContent()).toContain('Shown on the web');
    }
    await pictures.nth(0).getByRole('button', { name: 'Remove from Web' }).click();
    await expect.poll(() => pictures.nth(0).textContent()).toContain('Not shown on the web');
    expect(await pictures.nth(1).textContent()).toContain('Shown on the web');
    // Each change said 'Record updated successfully!'; the form's own words are awaited once those have gone.
    await expect.poll(() => editor.getByText('Record updated successfully!').count(), { timeout: 15_000 }).toBe(0);

    await choose(editor, /Category/, 'Modest Wear');
    await choose(editor, /Sub-category/, 'Hijabs');
    await form.getByRole('textbox', { name: /Rank/ }).fill('7');
    await choose(editor, /Status/, 'Active');
    await screenshot(editor, 'product-edit-en');
    await form.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Record updated successfully!').waitFor();
    await editor.waitForURL(/\/vendor-products$/, { timeout: 5000 });

    await page.reload();
    const saved = table.getByRole('row', { name: /Jersey Hijab — Everyday, Dusty Rose/ });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('Modest Wear');
    expect(await saved.textContent()).toContain('Active');
    // Back from another screen, the list opens with the filters and search last used.
    await menuLink(page, 'Dashboard').click();
    await menuLink(page, 'Products').click();
    await page.waitForURL(/vendor=\d+/);
    await saved.waitFor();

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'وینڈر کی پروڈکٹس' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('grid', { name: 'وینڈر کی پروڈکٹس' }).getByRole('row', { name: /Jersey Hijab — Everyday, Dusty Rose/ }).waitFor();
    await screenshot(page, 'products-list-ur');
    await page.getByRole('button', { name: 'English' }).click();
    await page.context().close();
  });
});
