import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** The sample Shopify store's name, key and size (server/services/shop/sample-stores). */
const SAMPLE = { domain: 'noor-modest-wear.myshopify.com', token: 'shpat_sample_noor_modest_wear', version: '2026-10', products: 300 };

describe('a vendor’s store sync', () => {
  it('syncs a new Shopify vendor’s store to its 300 products, and shows why a revoked store’s sync failed', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Vendors').click();
    await page.waitForURL(/\/vendor-management$/);

    // A new vendor on the sample store.
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Noor Outlet');
    await page.getByRole('textbox', { name: /^Description/ }).fill('Last season’s modest wear at outlet prices');
    await page.getByRole('textbox', { name: /^Website link/ }).fill('https://noor-outlet.example.com');
    await page.getByRole('textbox', { name: /^Contact/ }).fill('outlet@noor-modest-wear.example.com');
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: /Store type/ }).click();
    await page.getByRole('option', { name: 'Shopify' }).click();
    await page.getByRole('textbox', { name: /^Store domain/ }).fill(SAMPLE.domain);
    await page.getByRole('textbox', { name: /^Admin API access token/ }).fill(SAMPLE.token);
    await page.getByRole('textbox', { name: /^Admin API version/ }).fill(SAMPLE.version);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/vendor-management$/, { timeout: 5000 });

    // Its sync: Start, the spec's words, and the run followed until it has read the whole store.
    await page.getByRole('button', { name: 'Actions for Noor Outlet' }).click();
    await page.getByRole('menuitem', { name: 'Sync' }).click();
    await page.waitForURL(/\/vendor-management\/sync\/\d+$/);
    await page.getByRole('heading', { name: 'Store sync: Noor Outlet' }).waitFor();
    await page.getByText('No syncs yet').waitFor();
    await page.getByRole('button', { name: 'Start sync' }).click();
    await page.getByText('Product syncing in progress, please wait for few minutes to complete the process.').waitFor();
    const runs = page.getByRole('grid', { name: 'Sync runs' });
    const run = runs.getByRole('row', { name: /Run \d+/ }).first();
    await expect.poll(() => run.textContent(), { timeout: 30_000 }).toContain('Success');
    expect(await run.textContent()).toContain(String(SAMPLE.products));
    await screenshot(page, 'vendor-sync-en');

    // The vendor's products are in the products list.
    await menuLink(page, 'Products').click();
    await page.waitForURL(/\/vendor-products$/);
    await page.getByRole('button', { name: /Vendor/ }).first().click();
    await page.getByRole('option', { name: 'Noor Outlet' }).click();
    await page.getByText(`of ${SAMPLE.products}`).first().waitFor();

    // A store whose token was revoked: the run fails, and its state opens the store's words.
    await menuLink(page, 'Vendors').click();
    await page.getByRole('button', { name: 'Actions for Barakah Books' }).click();
    await page.getByRole('menuitem', { name: 'Sync' }).click();
    await page.getByRole('heading', { name: 'Store sync: Barakah Books' }).waitFor();
    await page.getByRole('button', { name: 'Start sync' }).click();
    const failed = runs.getByRole('button', { name: /^Failed: show why run \d+ failed$/ }).first();
    await failed.waitFor({ timeout: 30_000 });
    await failed.click();
    const dialog = page.getByRole('dialog', { name: 'Vendor Syncing Error' });
    await dialog.getByText(/Shopify refused the products query \(401\): \[API\] Invalid API key or access token/).waitFor();
    await screenshot(page, 'vendor-sync-error-en');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The same screen in Urdu.
    await page.evaluate(() => localStorage.setItem('LANGUAGE_KEY', '"ur"'));
    await page.reload();
    await page.getByRole('grid', { name: 'ہم آہنگی کے عمل' }).getByRole('row', { name: /عمل \d+/ }).first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'vendor-sync-ur');
  });
});
