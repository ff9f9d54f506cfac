import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('gallery cards', () => {
  it('filters the cards by gallery category, then adds a card with both pictures', async () => {
    const page = await openPage(browser);
    await signIn(page, 'content');
    await menuLink(page, 'Gallery cards').click();
    await page.waitForURL(/\/gallery\/cards$/);
    const table = page.getByRole('grid', { name: 'Gallery Cards' });
    await table.getByRole('row', { name: /Desert Dunes/ }).waitFor();
    await expect.poll(() => table.getByRole('img', { name: 'Thumbnail of Desert Dunes' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(150);
    await screenshot(page, 'gallery-cards-list-en');

    await page.getByRole('button', { name: /Gallery category/ }).click();
    await page.getByRole('option', { name: 'Mosques of the World' }).click();
    await page.waitForURL(/category=\d+/);
    await table.getByRole('row', { name: /Blue Mosque at Dusk/ }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    expect(await table.getByRole('row', { name: /Desert Dunes/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add Card' }).click();
    await page.waitForURL(/\/gallery\/cards\/create/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please upload Card image').waitFor();
    expect(await page.getByText('Please upload Thumbnail image').isVisible()).toBe(true);
    // The list's category is the new card's to start with.
    expect(await page.getByRole('button', { name: /Category/ }).textContent()).toContain('Mosques of the World');

    await page.getByRole('textbox', { name: /^Title/ }).fill('Minaret at Sunrise');
    await page.getByRole('textbox', { name: /^Description/ }).fill('First light on the minaret');
    const [thumbnail, image] = await page.locator('input[type=file]').all();
    await thumbnail!.setInputFiles({ name: 'minaret-thumbnail.png', mimeType: 'image/png', buffer: await picture(page, 150, 100, '#b45309') });
    await image!.setInputFiles({ name: 'minaret.png', mimeType: 'image/png', buffer: await picture(page, 480, 320, '#1e3a8a') });
    await screenshot(page, 'gallery-card-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/gallery\/cards$/, { timeout: 5000 });
    const row = table.getByRole('row', { name: /Minaret at Sunrise/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Mosques of the World');
    await expect.poll(() => row.getByRole('img').evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(150);

    await page.getByRole('button', { name: 'Actions for Minaret at Sunrise' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/gallery\/cards\/edit\/\d+$/);
    await expect.poll(() => page.getByRole('img', { name: 'Current card image' }).evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(480);
    await page.context().close();
  });
});
