import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** Types a date into the form's date field, which takes and shows it as YYYY-MM-DD. */
async function typeDate(page: Page, label: string, isoDate: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDate.replaceAll('-', ''));
  expect(await field.textContent()).toContain(isoDate);
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describe('discounts', () => {
  it('lets the administrator add a discount, publish it on a course and unpublish it', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Discounts').click();
    const table = page.getByRole('grid', { name: 'Discounts' });
    await table.getByRole('row', { name: /Ramadan 20% off/ }).waitFor();
    expect(await table.getByRole('row', { name: /Eid flat offer/ }).textContent()).toContain('No attached courses');

    await page.getByRole('button', { name: 'Add Discount' }).click();
    await page.getByRole('textbox', { name: /Discount Name/ }).fill('Winter term 15%');
    await page.getByRole('button', { name: /Discount Type/ }).click();
    await page.getByRole('option', { name: 'Percentage Bases' }).click();
    await page.getByRole('textbox', { name: /Discount Value/ }).fill('15');
    await typeDate(page, 'Start Date', isoDay(10));
    await typeDate(page, 'Expiry Date', isoDay(5));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Expiry date cannot be before the start date.').waitFor();
    await typeDate(page, 'Expiry Date', isoDay(40));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/discounts$/, { timeout: 5000 });

    const row = table.getByRole('row', { name: /Winter term 15%/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('No attached courses');
    await page.getByRole('button', { name: 'Actions for Winter term 15%' }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Active Courses' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('Please select at least one course.').waitFor();
    await dialog.getByRole('button', { name: /^Show suggestions/ }).click();
    await page.getByRole('option', { name: 'Weekly Quran Circle' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await screenshot(page, 'discount-publish-en');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Status updated successfully!').waitFor();
    await expect.poll(() => row.textContent()).toContain('Weekly Quran Circle');
    await screenshot(page, 'discounts-list-en');

    await page.getByRole('button', { name: 'Actions for Winter term 15%' }).click();
    await page.getByRole('menuitem', { name: 'Unpublish' }).click();
    await page.getByText('Discount unpublished successfully!').waitFor();
    await expect.poll(() => row.textContent()).toContain('No attached courses');

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'رعایتیں' }).waitFor();
    await screenshot(page, 'discounts-list-ur');
    await page.context().close();
  });
});
