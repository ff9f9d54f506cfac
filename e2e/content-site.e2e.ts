import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('the content site', () => {
  it('adds a gallery category on its page, whose slug follows the title, and shows the change in its history', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Gallery categories').click();
    await page.getByRole('grid', { name: 'Gallery Categories' }).waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Old Manuscripts');
    expect(await page.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe('old-manuscripts');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/gallery\/categories$/, { timeout: 5000 });

    await page.getByRole('button', { name: 'Actions for Old Manuscripts' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: /^Description/ }).fill('Pages from early copies');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    const id = /\/edit\/(\d+)$/.exec(page.url())?.[1];
    await page.waitForURL(/\/gallery\/categories$/, { timeout: 5000 });
    await page.goto(url(`/gallery/categories/edit/${id}`));
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Amina Rahman changed it').waitFor();
    expect(await history.textContent()).toContain('→ Pages from early copies');
    await page.context().close();
  });

  it('saves a page meta that did not exist, then updates it, in the SEO editor', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'SEO editor').click();
    await page.getByRole('heading', { level: 1, name: 'SEO Editor' }).waitFor();
    const choose = async (label: RegExp, option: string) => {
      const trigger = page.getByRole('button', { name: label }).first();
      await expect.poll(() => trigger.isEnabled()).toBe(true);
      await trigger.click();
      await page.getByRole('listbox').getByRole('option', { name: option }).click();
    };
    await choose(/Page/, 'Duas');
    await choose(/Language/, 'English (en)');
    await page.getByRole('textbox', { name: /^Meta title/ }).fill('Duas for every day');
    await page.getByRole('textbox', { name: /^Meta description/ }).fill('Supplications for morning, evening and travel.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.getByRole('textbox', { name: /^Meta title/ }).fill('Daily duas');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Meta title: Duas for every day → Daily duas').waitFor();
    await screenshot(page, 'seo-editor-en');
    await page.context().close();
  });

  it('publishes a file under a free name only, and serves it at its public address', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'File upload').click();
    await page.getByRole('heading', { level: 1, name: 'FILE UPLOAD' }).waitFor();

    const file = join(tmpdir(), 'tajweed-practice-sheet.png');
    writeFileSync(file, await picture(page, 40, 30, '#065f46'));
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByText('File already exists, please select other file!').waitFor();
    expect(await page.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);

    await page.getByRole('textbox', { name: /^Public name/ }).fill('eid-card.png');
    await expect.poll(() => page.getByRole('button', { name: 'Upload' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('File uploaded successfully!').waitFor();
    const reply = await page.request.get(url('/public-files/eid-card.png'));
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toBe('image/png');

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'فائل اپ لوڈ' }).waitFor();
    await screenshot(page, 'file-upload-ur');
    await page.context().close();
  });
});
