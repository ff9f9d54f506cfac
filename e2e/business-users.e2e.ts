import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('business users', () => {
  it("registers a business in Lahore found by typing 'Lah', finds it in the list and edits it", async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Business users').click();
    await page.waitForURL(/\/local-community\/business-user$/);
    const table = page.getByRole('grid', { name: 'Business Users' });
    await table.getByRole('row', { name: /East London Mosque/ }).waitFor();
    await screenshot(page, 'business-users-list-en');

    await page.getByRole('button', { name: 'Add New' }).click();
    await page.waitForURL(/\/business-user\/create$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Data Darbar Langar');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('langar.journey@example.com');
    await page.getByLabel(/^Password/).fill('Langar!2345');
    await page.getByRole('button', { name: /Business type/ }).click();
    await page.getByRole('option', { name: 'Halal Food' }).click();
    await page.getByRole('textbox', { name: /^Address/ }).fill('Data Darbar Road');
    await page.getByRole('combobox', { name: /^City/ }).pressSequentially('Lah');
    await page.getByRole('option', { name: 'Lahore, Pakistan' }).click();
    expect(await page.getByRole('textbox', { name: /^Country/ }).inputValue()).toBe('Pakistan');
    expect(Number(await page.getByRole('textbox', { name: /^Latitude/ }).inputValue())).toBeCloseTo(31.56, 1);
    expect(Number(await page.getByRole('textbox', { name: /^Longitude/ }).inputValue())).toBeCloseTo(74.35, 1);
    await page.locator('input[type=file]').setInputFiles({ name: 'langar.png', mimeType: 'image/png', buffer: await picture(page, 96, 96, '#b45309') });
    await screenshot(page, 'business-user-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/local-community\/business-user$/, { timeout: 5000 });

    const row = table.getByRole('row', { name: /Data Darbar Langar/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Lahore');
    expect(await row.textContent()).toContain('Halal Food');
    await expect.poll(() => row.getByRole('img').evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(96);

    await page.getByRole('button', { name: 'Actions for Data Darbar Langar' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/business-user\/edit\/\d+$/);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue()).toBe('Data Darbar Langar');
    expect(await page.getByLabel(/^Password/).count()).toBe(0);
    await name.fill('Data Darbar Free Kitchen');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await page.waitForURL(/\/local-community\/business-user$/, { timeout: 5000 });
    await table.getByRole('row', { name: /Data Darbar Free Kitchen/ }).waitFor();
    await page.context().close();
  });
});
