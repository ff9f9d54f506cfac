import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('Hijri date adjustments', () => {
  it('lets the content manager change a country’s adjustment in place, and it survives a reload', async () => {
    const page = await openPage(browser);
    await signIn(page, 'content');
    await menuLink(page, 'Hijri date settings').click();
    await page.waitForURL(/\/settings\/show-location-settings$/);
    const table = page.getByRole('table', { name: 'Countries' });
    await table.getByRole('row', { name: /Afghanistan/ }).waitFor();
    expect(await table.getAttribute('aria-rowcount')).toBe('250');
    await screenshot(page, 'hijri-adjustments-en');

    await page.getByRole('searchbox', { name: 'Search countries' }).fill('egypt');
    const egypt = table.getByRole('row', { name: /Egypt/ });
    await egypt.waitFor();
    const before = await egypt.textContent();
    await egypt.getByRole('button', { name: /Adjustment for Egypt/ }).click();
    await page.getByRole('option', { name: '+2 days' }).click();
    await page.getByText('Hijri adjustment updated').first().waitFor();
    await expect.poll(() => egypt.textContent()).not.toBe(before);

    await page.reload();
    await page.getByRole('searchbox', { name: 'Search countries' }).fill('EG');
    const reloaded = page.getByRole('table', { name: 'Countries' }).getByRole('row', { name: /Egypt/ });
    await reloaded.waitFor();
    expect(await reloaded.getByRole('button', { name: /Adjustment for Egypt/ }).textContent()).toContain('+2 days');

    await page.getByRole('button', { name: 'Push to Android' }).click();
    await page.getByText(/The adjustments were recorded for Android/).first().waitFor();
    await page.getByRole('status').filter({ hasText: 'Last push: Android' }).waitFor();
    await page.context().close();
  });
});
