import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuLink, openPage, screenshot, signIn, workerBrowser } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** Types a day into a date field that takes it as YYYY-MM-DD. */
async function typeDate(page: Page, scope: ReturnType<Page['getByRole']>, label: string, isoDate: string) {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDate.replaceAll('-', ''));
  expect(await field.textContent()).toContain(isoDate);
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('videos', () => {
  it('adds a sponsored video, puts it in an upcoming package, is refused deleting it, downloads the stats, syncs the host and reads the list in Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Videos').click();
    await page.waitForURL(/\/video-management$/);
    const table = page.getByRole('grid', { name: 'Video Management' });
    await table.getByRole('row', { name: /A nasheed for the morning \(200\)/ }).waitFor();
    await screenshot(page, 'videos-list-en');

    // Add: a sponsored video needs its call to action, in the form's words.
    await page.getByRole('button', { name: 'Add Video' }).click();
    await page.waitForURL(/\/video-management\/create$/);
    await page.getByRole('textbox', { name: /^Vimeo ID/ }).fill('824999001');
    await page.getByRole('textbox', { name: /^Title/ }).fill('رات کی نماز کی یاد دہانی');
    await page.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Duas', exact: true }).click();
    await page.getByRole('switch', { name: 'Sponsored' }).check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter CTA link').waitFor();
    await page.getByText('Please select link type').waitFor();
    await page.getByRole('textbox', { name: /^CTA Link/ }).fill('https://example.com/night-prayer');
    await page.getByRole('textbox', { name: /^CTA Text/ }).fill('Download the guide');
    await page.getByRole('button', { name: /Link Type/ }).click();
    await page.getByRole('option', { name: 'Downloadable' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/video-management$/, { timeout: 5000 });

    // Found by its title; then into the package three days ahead at rank 2.
    await page.getByRole('searchbox').fill('رات کی نماز');
    const row = table.getByRole('row', { name: /رات کی نماز کی یاد دہانی/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Duas');
    await page.getByRole('button', { name: 'Actions for رات کی نماز کی یاد دہانی' }).click();
    await page.getByRole('menuitem', { name: 'Add to Package' }).click();
    const adding = page.getByRole('dialog', { name: 'Add to Package' });
    await adding.getByRole('button', { name: /Package/ }).click();
    await page.getByRole('option', { name: isoDay(3), exact: true }).click();
    await adding.getByRole('textbox', { name: /Rank/ }).fill('2');
    await adding.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Record updated successfully!').waitFor();
    await adding.waitFor({ state: 'detached' });
    await expect.poll(async () => (await row.getByRole('gridcell').allTextContents()).includes('1')).toBe(true);

    // Its packages; and a video a package holds cannot be deleted.
    await page.getByRole('button', { name: 'Actions for رات کی نماز کی یاد دہانی' }).click();
    await page.getByRole('menuitem', { name: 'Assigned Packages' }).click();
    const places = page.getByRole('dialog', { name: 'Assigned Packages' });
    await places.getByRole('row', { name: new RegExp(isoDay(3)) }).waitFor();
    await screenshot(page, 'videos-assigned-packages-en');
    await places.getByRole('button', { name: 'Close' }).last().click();
    await places.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Actions for رات کی نماز کی یاد دہانی' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Video is associated with packages. Please remove the video from the package first.').waitFor();
    // The question stays open for another try; Cancel leaves the video as it is.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    // The stats of the last 30 days: a CSV with a byte-order mark, the Urdu title intact.
    await page.getByRole('button', { name: 'Download Stats' }).click();
    const stats = page.getByRole('dialog', { name: 'Download Stats' });
    await typeDate(page, stats, 'From', isoDay(-29));
    await typeDate(page, stats, 'To', isoDay(0));
    const [download] = await Promise.all([page.waitForEvent('download'), stats.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`video-stats-${isoDay(-29)}-to-${isoDay(0)}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('رات کی نماز کی یاد دہانی');

    // The sync screen: a sync started there shows as a run, followed until it ends.
    await page.getByRole('searchbox').fill('');
    await page.getByRole('button', { name: 'Sync Videos' }).click();
    await page.waitForURL(/\/video-management\/sync-videos\/?$/);
    await page.getByRole('button', { name: 'Sync Videos' }).click();
    await page.getByText('Video syncing in progress, please wait for few minutes to complete the process.').waitFor();
    const runs = page.getByRole('grid', { name: 'Video sync runs' });
    await runs.getByRole('row', { name: /Run \d+/ }).first().waitFor();
    await expect.poll(() => runs.getByRole('row', { name: /Run \d+/ }).first().textContent(), { timeout: 30_000 }).toMatch(/Success|Failed/);
    await screenshot(page, 'videos-sync-en');
    await page.getByRole('link', { name: 'Video Management' }).click();
    await page.waitForURL(/\/video-management$/);

    // The list in Urdu, right to left.
    await page.getByRole('button', { name: 'اردو' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const urdu = page.getByRole('grid', { name: 'ویڈیو مینجمنٹ' });
    await urdu.getByRole('row', { name: /رات کی نماز کی یاد دہانی/ }).waitFor();
    await screenshot(page, 'videos-list-ur');
    await page.context().close();
  });
});
