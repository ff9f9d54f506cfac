import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('Athan premium codes', () => {
  it('generates a code with an expiry, finds it by its code, names who took it, and reads the list in Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Athan Premium').click();
    await page.waitForURL(/\/athan-premium$/);
    const table = page.getByRole('grid', { name: 'Athan Premium' });
    await table.getByRole('row').nth(10).waitFor();
    expect(await table.getByRole('row').count()).toBe(11);
    await screenshot(page, 'athan-premium-list-en');

    // Generate Code with an expiry: a day of next month, as today and earlier cannot be chosen.
    await page.getByRole('button', { name: 'Generate Code' }).click();
    const popup = page.getByRole('dialog', { name: 'Generate Athan Premium Code' });
    await popup.getByRole('radio', { name: 'Add Expiry Date' }).click({ force: true });
    await popup.getByRole('button', { name: /calendar/i }).click();
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') }).last();
    await picker.getByRole('button', { name: 'Next month' }).click();
    await picker.getByRole('grid').getByRole('button', { name: /\b15\b/ }).first().click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'athan-premium-generate-en');
    await popup.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Athan Premium Code Created Successfully').waitFor();
    await popup.waitFor({ state: 'hidden' });

    // The new code heads the list; its code finds it alone.
    const newest = table.getByRole('row').nth(1);
    await expect.poll(() => newest.textContent()).toMatch(/Active/);
    const code = (await newest.getByRole('rowheader').textContent())!.trim();
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    await page.getByRole('searchbox', { name: 'Search by code' }).fill(code);
    await page.waitForURL(/code=/);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('row', { name: new RegExp(code) }).waitFor();

    // Edit: the name of who took it.
    await page.getByRole('button', { name: `Actions for ${code}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/athan-premium\/edit\/\d+$/);
    await expect.poll(() => page.getByRole('textbox', { name: /^Code/ }).inputValue()).toBe(code);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Nadia Karim');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await page.waitForURL(/\/athan-premium$/, { timeout: 5000 });
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('nadia karim');
    await page.waitForURL(/name=/);
    const named = table.getByRole('row', { name: new RegExp(code) });
    await named.waitFor();
    expect(await named.textContent()).toContain('Nadia Karim');

    // The list in Urdu, right to left.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
    await page.getByRole('button', { name: 'اردو' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const urdu = page.getByRole('grid', { name: 'اذان پریمیم' });
    await urdu.getByRole('row', { name: new RegExp(code) }).waitFor();
    await urdu.getByRole('row').nth(10).waitFor();
    await screenshot(page, 'athan-premium-list-ur');
    await page.context().close();
  });
});
