import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('product tags', () => {
  it('adds a tag with a picture, edits it, deactivates it, and reads the list in Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Product tags').click();
    await page.waitForURL(/\/vendor-products\/tags$/);
    const table = page.getByRole('grid', { name: 'Product Tags' });
    await table.getByRole('row', { name: /Eid Gift/ }).waitFor();
    await expect.poll(() => table.getByRole('img', { name: 'Picture of Eid Gift' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
    await screenshot(page, 'product-tags-list-en');

    // Add: the slug follows the name; the spec's words for a missing status.
    await page.getByRole('button', { name: 'Add Tag' }).click();
    await page.waitForURL(/\/vendor-products\/tags\/create$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Prayer Mats, Travel');
    expect(await page.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe('prayer-mats-travel');
    await page.getByRole('textbox', { name: /^Description/ }).fill('Light mats that fold into a pocket');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please select status').waitFor();
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'mat.png', mimeType: 'image/png', buffer: await picture(page, 120, 120, '#0f766e') });
    await screenshot(page, 'product-tag-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/vendor-products\/tags$/, { timeout: 5000 });
    const row = table.getByRole('row', { name: /Prayer Mats, Travel/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('prayer-mats-travel');
    await expect.poll(() => row.getByRole('img').evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(120);

    // Edit: the stored picture is shown; renaming keeps the slug.
    await page.getByRole('button', { name: 'Actions for Prayer Mats, Travel' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/vendor-products\/tags\/edit\/\d+$/);
    await expect.poll(() => page.getByRole('img', { name: 'Current picture' }).evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(120);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue()).toBe('Prayer Mats, Travel');
    await name.fill('Travel Prayer Mats');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await page.waitForURL(/\/vendor-products\/tags$/, { timeout: 5000 });
    const renamed = table.getByRole('row', { name: /Travel Prayer Mats/ });
    await renamed.waitFor();
    expect(await renamed.textContent()).toContain('prayer-mats-travel');

    // Deactivate, then find it among the inactive tags.
    await page.getByRole('button', { name: 'Actions for Travel Prayer Mats' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByText('Status updated successfully').waitFor();
    await expect.poll(() => renamed.textContent()).toContain('Inactive');
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await page.waitForURL(/status=INACTIVE/);
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    expect(await table.getByRole('row', { name: /Travel Prayer Mats/ }).count()).toBe(1);

    // The list in Urdu, right to left.
    await page.getByRole('button', { name: 'اردو' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const urdu = page.getByRole('grid', { name: 'مصنوعات کے ٹیگز' });
    await urdu.getByRole('row', { name: /Travel Prayer Mats/ }).waitFor();
    expect(await urdu.getByRole('row', { name: /Clearance/ }).textContent()).toContain('غیر فعال');
    await screenshot(page, 'product-tags-list-ur');
    await page.context().close();
  });
});
