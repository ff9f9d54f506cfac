import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSubscription } from '../server/services/subscriptions/seed';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** The first demo subscription: Athan's, bought in the Play Store by a subscriber with an Urdu name. */
const first = demoSubscription(1, Date.now());

describe('subscriptions', () => {
  it('finds a subscription by its Play Store order id, opens its details, downloads its receipt, and reads them in Urdu', async () => {
    const page = await openPage(browser, { acceptDownloads: true });
    await signIn(page, 'admin');
    await menuLink(page, 'Subscriptions').click();
    await page.waitForURL(/\/subscriptions$/);
    const table = page.getByRole('grid', { name: 'Subscriptions' });
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(10);

    // Search by the Play Store order id: one row, from page 1.
    await page.getByRole('button', { name: /Search by/ }).click();
    await page.getByRole('option', { name: 'Play Store Order ID' }).click();
    await page.getByRole('textbox', { name: 'Play Store Order ID' }).fill(first.store_order_id);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/by=playStoreOrderId/);
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['1']);
    const row = table.getByRole('row', { name: '1', exact: true });
    expect(await row.textContent()).toContain(first.store_order_id);
    expect(await row.textContent()).toContain('Active');
    await screenshot(page, 'subscriptions-search-en');

    // The row opens its details.
    await row.getByRole('gridcell').nth(1).click();
    const details = page.getByRole('dialog', { name: 'Subscription Details' });
    await details.getByText('عمران احمد خان').waitFor();
    expect(await details.textContent()).toContain('Play Store');
    expect(await details.textContent()).toContain(first.email_address);
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    // Download Receipt saves receipt-1.pdf, a PDF.
    await page.getByRole('button', { name: 'Actions for 1' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download Receipt' }).click()]);
    expect(download.suggestedFilename()).toBe('receipt-1.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);
    expect(await page.getByText('Download Error: Failed to download receipt. Please try again.').count()).toBe(0);

    // Academy's list is another.
    await page.getByRole('button', { name: /App/ }).click();
    await page.getByRole('option', { name: 'Academy' }).click();
    await page.waitForURL(/app=ACADEMY/);
    await page.getByText('No subscription matches this search').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(10);
    expect((await table.getByRole('rowheader').allTextContents()).every((id) => Number(id) % 4 === 0)).toBe(true);

    // In Urdu, right to left: the list, and the details of the subscription with the Urdu name.
    await page.getByRole('button', { name: 'اردو' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('button', { name: /ایپ/ }).click();
    await page.getByRole('option', { name: 'اذان' }).click();
    const urdu = page.getByRole('grid', { name: 'سبسکرپشنز' });
    await expect.poll(() => urdu.getByRole('rowheader').count()).toBe(10);
    await screenshot(page, 'subscriptions-list-ur');
    // The search keeps its field, the Play Store order id, in the address.
    await page.getByRole('textbox', { name: 'پلے اسٹور آرڈر آئی ڈی' }).fill(first.store_order_id);
    await page.getByRole('button', { name: 'تلاش کریں', exact: true }).click();
    await urdu.getByRole('row', { name: '1', exact: true }).waitFor();
    await urdu.getByRole('row', { name: '1', exact: true }).getByRole('gridcell').nth(1).click();
    const urduDetails = page.getByRole('dialog', { name: 'سبسکرپشن کی تفصیلات' });
    await urduDetails.getByText('عمران احمد خان').waitFor();
    expect(await urduDetails.textContent()).toContain('فعال');
    await screenshot(page, 'subscriptions-details-ur');
    await page.context().close();
  });
});
