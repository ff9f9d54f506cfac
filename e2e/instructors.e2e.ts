import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('instructors', () => {
  it('lets the administrator add an instructor with an image, then edit them, in English and Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Instructors').click();
    const table = page.getByRole('grid', { name: 'Instructors' });
    await table.getByText('Bilal Ahmed').waitFor();
    await screenshot(page, 'instructors-list-en');

    await page.getByRole('button', { name: 'Add Instructor' }).click();
    await page.waitForURL(/\/instructors\/create$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please select user!').waitFor();
    expect(await page.getByText('Please upload Instructor image').isVisible()).toBe(true);

    await page.getByRole('combobox', { name: /User/ }).fill('Hass');
    await page.getByRole('option', { name: 'Hassan Ali' }).click();
    expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Hassan Ali');
    await page.getByRole('textbox', { name: /Short description/ }).fill('Seerah and Islamic history for families.');
    await page.getByRole('textbox', { name: /Long description/ }).fill('Hassan tells the life of the Prophet as a story that children and parents follow together.');
    await page.getByRole('textbox', { name: 'Expertise 1' }).fill('Seerah');
    await page.getByRole('button', { name: 'Add expertise' }).click();
    await page.getByRole('textbox', { name: 'Expertise 2' }).fill('History');
    await page.locator('input[type=file]').setInputFiles({ name: 'hassan.png', mimeType: 'image/png', buffer: await picture(page, 120, 120, '#0f766e') });
    await screenshot(page, 'instructor-create-filled-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await screenshot(page, 'instructor-create-saved-en');

    // Two seconds later the list shows the new instructor with the stored image.
    await page.waitForURL(/\/instructors$/, { timeout: 5000 });
    const row = table.getByRole('row', { name: /Hassan Ali/ });
    await row.waitFor();
    const src = await row.locator('img').getAttribute('src');
    expect(src).toBeTruthy();
    const image = await page.request.get(new URL(src ?? '', page.url()).toString());
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/png');

    await page.getByRole('button', { name: 'Actions for Hassan Ali' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/instructors\/edit\/\d+$/);
    const shortDescription = page.getByRole('textbox', { name: /Short description/ });
    await expect.poll(() => shortDescription.inputValue()).toBe('Seerah and Islamic history for families.');
    await shortDescription.fill('Seerah, Islamic history and the lives of the Companions.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await page.waitForURL(/\/instructors$/, { timeout: 5000 });
    await table.getByText('Seerah, Islamic history and the lives of the Companions.').waitFor();

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'اساتذہ' }).waitFor();
    await screenshot(page, 'instructors-list-ur');
    await page.getByRole('button', { name: 'Hassan Ali کے لیے کارروائیاں' }).click();
    await page.getByRole('menuitem').first().click();
    await page.getByRole('heading', { level: 1, name: 'استاد میں ترمیم' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /مختصر تعارف/ }).inputValue()).toContain('Seerah');
    await screenshot(page, 'instructor-edit-ur');
    await page.context().close();
  });
});
