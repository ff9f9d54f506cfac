import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('local events', () => {
  it('makes an event repeating every 7 days, 4 times, finds it so after a reload, and shows the form in Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'content');
    await menuLink(page, 'Local events').click();
    await page.waitForURL(/\/local-community\/events$/);
    const table = page.getByRole('grid', { name: 'Local Events' });
    await table.getByRole('row').nth(10).waitFor();
    expect(await table.getByRole('row').count()).toBe(11);
    await screenshot(page, 'local-events-list-en');

    await page.getByRole('searchbox', { name: 'Search by name' }).fill('Park run');
    const row = table.getByRole('row', { name: /Park run and picnic/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Europe/London');
    await page.getByRole('button', { name: 'Actions for Park run and picnic' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/local-community\/events\/edit\/\d+$/);
    const editUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'Edit Event' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Event name/ }).inputValue()).toBe('Park run and picnic');
    await page.getByText('On the clock of Europe/London').first().waitFor();
    await page.getByRole('switch', { name: 'Repeating event' }).check({ force: true });
    await page.getByRole('textbox', { name: /^Repeats every/ }).fill('7');
    await page.getByRole('textbox', { name: /^Number of occurrences/ }).fill('4');
    await screenshot(page, 'local-event-repeating-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await page.waitForURL(/\/local-community\/events$/, { timeout: 5000 });

    await page.goto(editUrl);
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: /^Event name/ }).inputValue()).toBe('Park run and picnic');
    expect(await page.getByRole('switch', { name: 'Repeating event' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: /^Repeats every/ }).inputValue()).toBe('7');
    expect(await page.getByRole('textbox', { name: /^Number of occurrences/ }).inputValue()).toBe('4');
    await page.getByRole('region', { name: 'History' }).getByText('Yusuf Qureshi changed it').first().waitFor();

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'تقریب میں ترمیم کریں' }).waitFor();
    await page.getByRole('switch', { name: 'دہرائی جانے والی تقریب' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'local-event-edit-ur');
    await page.getByRole('button', { name: 'English' }).click();
    await page.context().close();
  });
});
