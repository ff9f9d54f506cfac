import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** The file input of the drop zone named `label` (its name is on the zone's hidden drop button). */
const fileInputOf = (page: Page, label: string) =>
  page
    .locator('div')
    .filter({ has: page.getByRole('button', { name: `Drop a file for ${label}`, exact: true }) })
    .filter({ has: page.locator('input[type=file]') })
    .last()
    .locator('input[type=file]');

describe('Muslim groups', () => {
  it('adds a local group with both pictures, finds it in the list with its picture, edits its name, and shows the list in Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Muslim groups').click();
    await page.waitForURL(/\/local-community\/muslim-groups$/);
    const table = page.getByRole('grid', { name: 'Muslim Groups' });
    await table.getByRole('row', { name: /Sisters of Lahore/ }).waitFor();
    await screenshot(page, 'muslim-groups-list-en');

    await page.getByRole('button', { name: 'Add Group' }).click();
    await page.waitForURL(/\/muslim-groups\/create$/);
    await page.getByRole('heading', { level: 1, name: 'Add Group' }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Birmingham Sisters Circle');
    expect(await page.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe('birmingham-sisters-circle');
    await fileInputOf(page, 'Group image').setInputFiles({ name: 'circle.png', mimeType: 'image/png', buffer: await picture(page, 120, 120, '#0f766e') });
    // react-aria keeps the input itself out of sight; a press on it is what a press on its box does.
    await page.getByRole('checkbox', { name: /Local group/ }).click({ force: true });
    expect(await page.getByRole('checkbox', { name: /Local group/ }).isChecked()).toBe(true);
    await fileInputOf(page, 'Profile image').setInputFiles({ name: 'profile.png', mimeType: 'image/png', buffer: await picture(page, 64, 64, '#b45309') });
    await page.getByRole('textbox', { name: /^Latitude/ }).fill('52.4862');
    await page.getByRole('textbox', { name: /^Longitude/ }).fill('-1.8904');
    await screenshot(page, 'muslim-group-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/local-community\/muslim-groups$/, { timeout: 5000 });

    const row = table.getByRole('row', { name: /Birmingham Sisters Circle/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Local group');
    expect(await row.textContent()).toContain('52.4862, -1.8904');
    await expect.poll(() => row.getByRole('img').evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(120);

    await page.getByRole('button', { name: 'Actions for Birmingham Sisters Circle' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/muslim-groups\/edit\/\d+$/);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue()).toBe('Birmingham Sisters Circle');
    expect(await page.getByRole('checkbox', { name: /Local group/ }).count()).toBe(0);
    await expect.poll(() => page.getByRole('img', { name: /Current picture/ }).count()).toBe(2);
    await name.fill('Birmingham Sisters Network');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await page.waitForURL(/\/local-community\/muslim-groups$/, { timeout: 5000 });
    await table.getByRole('row', { name: /Birmingham Sisters Network/ }).waitFor();
    // The slug of a saved group stayed as it was.
    expect(await table.getByRole('row', { name: /Birmingham Sisters Network/ }).textContent()).toContain('birmingham-sisters-circle');

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'مسلم گروپس' }).waitFor();
    await page.getByRole('grid', { name: 'مسلم گروپس' }).getByRole('row', { name: /Birmingham Sisters Network/ }).waitFor();
    await screenshot(page, 'muslim-groups-list-ur');
    await page.getByRole('button', { name: 'English' }).click();
    await page.context().close();
  });
});
