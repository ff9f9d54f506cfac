import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('product categories', () => {
  it('adds a sub-category with its rank and picture, finds it after a reload, deactivates it, and shows the list in Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Product categories').click();
    await page.waitForURL(/\/vendor-products\/category$/);
    const table = page.getByRole('grid', { name: 'Product Categories' });
    await table.getByRole('row', { name: /Tasbih/ }).waitFor();
    await screenshot(page, 'product-categories-list-en');

    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.waitForURL(/\/vendor-products\/category\/create$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Misbaha, Olive Wood');
    expect(await page.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe('misbaha-olive-wood');
    await page.getByRole('textbox', { name: /^Description/ }).fill('Prayer beads turned from olive wood');
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    expect(await page.getByRole('textbox', { name: /^Display rank/ }).count()).toBe(0);
    await page.getByRole('button', { name: /Parent category/ }).click();
    await page.getByRole('option', { name: 'Prayer Essentials' }).click();
    await page.getByRole('textbox', { name: /^Display rank/ }).fill('4');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'misbaha.png', mimeType: 'image/png', buffer: await picture(page, 80, 80, '#2f7d5b') });
    await screenshot(page, 'product-category-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/vendor-products\/category$/, { timeout: 5000 });

    await page.reload();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('Misbaha');
    const row = table.getByRole('row', { name: /Misbaha, Olive Wood/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Prayer Essentials');
    expect(await row.textContent()).toContain('4');
    expect(await row.textContent()).toContain('Active');
    await expect.poll(() => row.getByRole('img').evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(80);

    await page.getByRole('button', { name: 'Actions for Misbaha, Olive Wood' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByText('Status updated successfully').waitFor();
    await expect.poll(() => row.textContent()).toContain('Inactive');
    await page.reload();
    await expect.poll(() => table.getByRole('row', { name: /Misbaha, Olive Wood/ }).textContent()).toContain('Inactive');

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'مصنوعات کے زمرے' }).waitFor();
    const urdu = page.getByRole('grid', { name: 'مصنوعات کے زمرے' });
    await expect.poll(() => urdu.getByRole('row', { name: /Misbaha, Olive Wood/ }).textContent()).toContain('غیر فعال');
    await page.getByRole('searchbox', { name: 'نام سے تلاش کریں' }).fill('');
    await urdu.getByRole('row', { name: /Tasbih/ }).waitFor();
    await screenshot(page, 'product-categories-list-ur');
    await page.getByRole('button', { name: 'English' }).click();
    await page.context().close();
  });
});
