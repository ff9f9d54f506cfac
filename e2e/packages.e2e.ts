import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** The UTC day `offset` days from today: package days are UTC days. */
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function typeDate(page: Page, label: string, isoDate: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDate.replaceAll('-', ''));
  expect(await field.textContent()).toContain(isoDate);
}

/** Types words of a title into 'Add a video' and takes the first video the server finds. */
async function addVideo(page: Page, words: string): Promise<string> {
  const picker = page.getByRole('combobox', { name: 'Add a video' });
  await picker.fill(words);
  const first = page.getByRole('listbox').getByRole('option', { name: new RegExp(words, 'i') }).first();
  await first.waitFor();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await page.getByRole('group', { name: title }).waitFor();
  return title;
}

async function chooseCountry(page: Page, group: ReturnType<Page['getByRole']>, name: string) {
  await group.getByRole('combobox', { name: /Countries/ }).fill(name.slice(0, 5));
  await page.getByRole('option', { name, exact: true }).click();
}

describe('video packages', () => {
  it("builds tomorrow's package of ten ranked videos for two countries, finds it under 'Currently Active/Upcoming', then opens a past package read-only", async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Packages').click();
    await page.waitForURL(/\/package-management$/);
    const active = page.getByRole('grid', { name: 'Currently Active/Upcoming' });
    const today = active.getByRole('row', { name: new RegExp(utcDay(0)) });
    await today.waitFor();
    expect(await today.textContent()).toContain('Current');

    // Tomorrow's package: the name follows the day; ten videos found by words of their titles.
    await page.getByRole('button', { name: 'Add Package' }).click();
    await page.waitForURL(/\/package-management\/create$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Select Publish Date').waitFor();
    await page.getByText('Please select atleast one video').waitFor();
    await typeDate(page, 'Publish Date', utcDay(1));
    expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(utcDay(1));
    await page.getByRole('textbox', { name: /^Name/ }).fill(`Journey package ${utcDay(1)}`);
    const first = await addVideo(page, 'Ramadan');
    const firstVideo = page.getByRole('group', { name: first });
    await chooseCountry(page, firstVideo, 'Pakistan');
    await chooseCountry(page, firstVideo, 'Saudi Arabia');
    for (const words of ['Ramadan', 'Ramadan', 'Wudu', 'Wudu', 'Badr', 'Patience', 'nasheed', 'Kahf', 'mercy']) await addVideo(page, words);
    const ranks = page.getByRole('textbox', { name: /^Rank/ });
    expect(await ranks.count()).toBe(10);
    expect(await ranks.nth(9).inputValue()).toBe('10');
    // Every video took the countries of the one before it.
    expect(await page.getByRole('group').filter({ hasText: 'Saudi Arabia' }).count()).toBeGreaterThanOrEqual(10);
    await screenshot(page, 'package-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/package-management$/, { timeout: 5000 });
    const made = active.getByRole('row', { name: new RegExp(`Journey package ${utcDay(1)}`) });
    await made.waitFor();
    expect(await made.textContent()).toContain(utcDay(1));
    expect(await made.getByRole('gridcell').nth(2).textContent()).toBe('10');

    // Its stats: the ten videos by rank.
    await page.getByRole('button', { name: `Actions for Journey package ${utcDay(1)}` }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Edit', 'Video Stats']);
    await page.getByRole('menuitem', { name: 'Video Stats' }).click();
    const stats = page.getByRole('dialog');
    await stats.getByRole('row', { name: new RegExp(first.replace(/[()]/g, '\\$&')) }).waitFor();
    expect(await stats.getByRole('row').count()).toBe(11);
    await stats.getByRole('button', { name: 'Close' }).last().click();

    // A past package opens read-only, its videos with their countries.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('grid', { name: 'History' });
    const lastWeek = history.getByRole('row', { name: new RegExp(utcDay(-7)) });
    await lastWeek.waitFor();
    await page.getByRole('button', { name: `Actions for ${utcDay(-7)}` }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['View', 'Video Stats']);
    await page.getByRole('menuitem', { name: 'View' }).click();
    await page.waitForURL(/\/package-management\/view\/\d+$/);
    await page.getByRole('heading', { name: 'View Package' }).waitFor();
    await page.getByText('#1', { exact: true }).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await screenshot(page, 'package-view-en');

    // The server refuses to change it, whatever the address says.
    const id = /view\/(\d+)$/.exec(page.url())![1];
    await page.goto(page.url().replace(`/view/${id}`, `/edit/${id}`));
    await page.waitForURL(new RegExp(`/view/${id}$`));

    // The same view in Urdu, the countries named in Urdu.
    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { name: 'پیکج دیکھیں' }).waitFor();
    await page.getByText(/پاکستان|سعودی عرب|متحدہ عرب امارات|برطانیہ|ریاستہائے متحدہ|ملائیشیا|انڈونیشیا|ترکی|جرمنی|بھارت|بنگلہ دیش/).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'package-view-ur');
  });
});
