import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('Islamic events', () => {
  it("adds 27 Rajab 1448 (Isra and Mi'raj) with its Gregorian date, its Urdu translation and a preview; publishes it in the Urdu panel", async () => {
    const page = await openPage(browser);
    await signIn(page, 'content');
    await menuLink(page, 'Islamic events').click();
    await page.waitForURL(/\/islamic-event$/);
    const table = page.getByRole('grid', { name: 'Islamic Events' });
    await table.getByRole('row', { name: /Eid al-Adha/ }).waitFor();
    expect(await table.getByRole('row', { name: /Rajab/ }).count()).toBe(0);
    await screenshot(page, 'islamic-events-list-en');

    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.waitForURL(/\/islamic-event\/create$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill("Isra and Mi'raj");
    expect(await page.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe('isra-and-mi-raj');
    await page.getByRole('textbox', { name: /^H1/ }).fill("Isra and Mi'raj 1448");
    await page.getByRole('textbox', { name: /^Event group/ }).fill('Rajab');
    await page.getByRole('textbox', { name: /^Title/ }).fill("Isra and Mi'raj 1448");
    await page.getByRole('textbox', { name: /^Description/ }).fill('The night journey from Makkah to Jerusalem and the ascension.');
    for (const [select, option] of [[/Day$/, '27'], [/Month$/, 'Rajab'], [/Year$/, '1448']] as const) {
      await page.getByRole('button', { name: select }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    const gregorian = page.getByRole('textbox', { name: /^Gregorian date/ });
    await expect.poll(() => gregorian.inputValue()).toBe('Tuesday, January 5, 2027');
    // Pakistan's Hijri date is a day behind Umm al-Qura: 27 Rajab falls a day later there.
    await page.getByRole('button', { name: /Hijri adjustment of$/ }).click();
    await page.getByRole('option', { name: 'Pakistan (-1 days)' }).click();
    await expect.poll(() => gregorian.inputValue()).toBe('Wednesday, January 6, 2027');
    await page.getByRole('button', { name: /Event type$/ }).click();
    await page.getByRole('option', { name: 'Special' }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'night-sky.png', mimeType: 'image/png', buffer: await picture(page, 480, 200, '#1e3a8a') });
    await screenshot(page, 'islamic-event-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/islamic-event$/, { timeout: 5000 });
    const row = table.getByRole('row', { name: /Isra and Mi'raj/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('27 Rajab 1448');
    expect(await row.textContent()).toContain('Wednesday, January 6, 2027');
    expect(await row.textContent()).toContain('Unpublished');

    await page.getByRole('button', { name: "Actions for Isra and Mi'raj" }).click();
    await page.getByRole('menuitem', { name: 'Manage Translation' }).click();
    await page.waitForURL(/\/islamic-event\/translation\/\d+$/);
    await page.getByText('No translations yet').waitFor();
    await page.getByRole('button', { name: /Language$/ }).click();
    await page.getByRole('option', { name: 'Urdu' }).click();
    await page.getByRole('button', { name: 'Add translation' }).click();
    await page.waitForURL(/\/translation\/add\/\d+\/ur$/);
    const name = page.getByRole('textbox', { name: /^Name/ });
    expect(await name.getAttribute('dir')).toBe('rtl');
    await name.fill('اسراء و معراج');
    await page.getByRole('textbox', { name: /^H1/ }).fill('شبِ معراج');
    await page.getByRole('textbox', { name: /^Title/ }).fill('شبِ معراج 1448');
    await page.getByRole('textbox', { name: /^Description/ }).fill('مکہ سے بیت المقدس تک رات کا سفر اور آسمانوں کی سیر۔');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('ستائیس رجب کی رات نبی کریم ﷺ کو معراج عطا ہوئی۔');
    expect(await page.getByRole('checkbox', { name: /Published/ }).isDisabled()).toBe(true);
    await screenshot(page, 'islamic-event-translation-ur-text');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').last().waitFor();
    await page.waitForURL(/\/islamic-event\/translation\/\d+$/, { timeout: 5000 });
    await page.getByRole('row', { name: /Urdu/ }).waitFor();

    // The Urdu panel: the list right to left; the preview keeps the Urdu translation's direction; publish.
    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('link', { name: 'اسلامی تقریبات' }).first().click();
    await page.waitForURL(/\/islamic-event$/);
    const urduTable = page.getByRole('grid', { name: 'اسلامی تقریبات' });
    await urduTable.getByRole('row', { name: /Isra and Mi'raj/ }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await urduTable.getByRole('button', { name: /Isra and Mi'raj/ }).click();
    await page.getByRole('menuitem', { name: 'پیش نظارہ' }).click();
    await page.waitForURL(/\/islamic-event\/preview\/\d+$/);
    const heading = page.getByRole('heading', { level: 1, name: 'شبِ معراج' });
    await heading.waitFor();
    const article = page.locator('article', { has: heading });
    expect(await article.getAttribute('lang')).toBe('ur');
    expect(await article.getAttribute('dir')).toBe('rtl');
    expect(await article.textContent()).toContain('72 دن باقی');
    await expect.poll(() => article.getByRole('img').evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBe(480);
    await screenshot(page, 'islamic-event-preview-ur');

    await page.getByRole('link', { name: 'اسلامی تقریبات پر واپس' }).click();
    await urduTable.getByRole('button', { name: /Isra and Mi'raj/ }).click();
    await page.getByRole('menuitem', { name: 'شائع کریں' }).click();
    await page.getByText('حیثیت کامیابی سے تبدیل ہو گئی').waitFor();
    await expect.poll(() => urduTable.getByRole('row', { name: /Isra and Mi'raj/ }).textContent()).toContain('شائع شدہ');
    await page.context().close();
  });
});
