import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const TOKEN = 'shpat_journey_token_5e6f';

describe('vendors', () => {
  it('adds a Shopify vendor, edits it keeping its token, deactivates it, and reads the list in Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Vendors').click();
    await page.waitForURL(/\/vendor-management$/);
    const table = page.getByRole('grid', { name: 'Vendors' });
    const noor = table.getByRole('row', { name: /Noor Modest Wear/ });
    await noor.waitFor();
    expect(await noor.textContent()).toContain('Shopify');
    expect(await table.getByRole('row', { name: /Crescent Kitchen/ }).textContent()).toContain('Ecwid');
    await expect.poll(() => noor.getByRole('img', { name: 'Logo of Noor Modest Wear' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
    await screenshot(page, 'vendors-list-en');

    // Add: the slug follows the name; the store type shows Shopify's fields and needs its keys.
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    await page.waitForURL(/\/vendor-management\/create$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Sidra Attar, Oud House');
    expect(await page.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe('sidra-attar-oud-house');
    await page.getByRole('textbox', { name: /^Description/ }).fill('Attar and oud from small distillers');
    await page.getByRole('textbox', { name: /^Website link/ }).fill('https://sidra-attar.example.com');
    await page.getByRole('textbox', { name: /^Contact/ }).fill('shop@sidra-attar.example.com');
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: /Store type/ }).click();
    await page.getByRole('option', { name: 'Shopify' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter access token').waitFor();
    await page.getByRole('textbox', { name: /^Store domain/ }).fill('sidra-attar.myshopify.com');
    await page.getByRole('textbox', { name: /^Admin API access token/ }).fill(TOKEN);
    await page.getByRole('textbox', { name: /^Admin API version/ }).fill('2025-10');
    await page.locator('input[type=file]').nth(1).setInputFiles({ name: 'sidra-logo.png', mimeType: 'image/png', buffer: await picture(page, 80, 80, '#7c3aed') });
    await screenshot(page, 'vendor-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/vendor-management$/, { timeout: 5000 });
    const row = table.getByRole('row', { name: /Sidra Attar, Oud House/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Shopify');
    await expect.poll(() => row.getByRole('img').evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(80);

    // Edit: the token is shown only masked, and a save leaving it empty keeps it.
    await page.getByRole('button', { name: 'Actions for Sidra Attar, Oud House' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/vendor-management\/edit\/\d+$/);
    const stored = 'Stored: shpat_…5e6f. Leave empty to keep it, or enter a new one to replace it.';
    await page.getByText(stored).waitFor();
    expect(await page.getByRole('textbox', { name: /^Admin API access token/ }).inputValue()).toBe('');
    expect(await page.content()).not.toContain(TOKEN);
    const contact = page.getByRole('textbox', { name: /^Contact/ });
    await expect.poll(() => contact.inputValue()).toBe('shop@sidra-attar.example.com');
    await contact.fill('+44 20 7946 0011');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await page.waitForURL(/\/vendor-management$/, { timeout: 5000 });
    await expect.poll(() => row.textContent()).toContain('+44 20 7946 0011');
    await page.getByRole('button', { name: 'Actions for Sidra Attar, Oud House' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByText(stored).waitFor();
    await page.goBack();
    await page.waitForURL(/\/vendor-management$/);

    // Deactivate, then find it among the inactive vendors.
    await page.getByRole('button', { name: 'Actions for Sidra Attar, Oud House' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByText('Status updated successfully').waitFor();
    await expect.poll(() => row.textContent()).toContain('Inactive');
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await page.waitForURL(/status=INACTIVE/);
    // While the filtered page loads, the table holds one placeholder row: count the rows once it has come.
    await table.getByRole('row', { name: /Sidra Attar, Oud House/ }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    // The list in Urdu, right to left.
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await page.getByRole('button', { name: 'اردو' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const urdu = page.getByRole('grid', { name: 'وینڈرز' });
    await urdu.getByRole('row', { name: /Barakah Books/ }).waitFor();
    expect(await urdu.getByRole('row', { name: /Barakah Books/ }).textContent()).toContain('شاپیفائی');
    expect(await urdu.getByRole('row', { name: /Sidra Attar, Oud House/ }).textContent()).toContain('غیر فعال');
    await screenshot(page, 'vendors-list-ur');
    await page.context().close();
  });
});
