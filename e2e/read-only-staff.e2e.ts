import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const actionsFor = (page: Page, name: string) => page.getByRole('button', { name: `Actions for ${name}` });
const noAccess = (page: Page) => page.getByRole('heading', { level: 1, name: 'You do not have access to this screen' });

/**
 * What staff without a bit meet, section after section, on one sign-in each. Each section's stories show
 * its list without the actions (PermissionHidden), and the permission matrix (server/test) tries every
 * call as every demo role; these journeys check that the signed-in panel draws what the session's bits
 * allow, through the menu and through typed addresses.
 */
describe('read-only staff', () => {
  it('shows the viewer every section it may read with no add, edit, rank, price, publish or push control', async () => {
    const page = await openPage(browser);
    await signIn(page, 'viewer');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Zainab');
    expect(await page.getByRole('button', { name: /^(Add|Create|Edit)\b/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^(Add|Create|Edit)\b/ }).count()).toBe(0);
    await screenshot(page, 'viewer-dashboard');

    // Courses: no add, rank or price controls; the row menu offers what reading allows.
    await menuLink(page, 'Courses').click();
    const courses = page.getByRole('grid', { name: 'Courses' });
    await courses.getByRole('row', { name: /Tajweed Basics/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Course' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Update Ranks' }).count()).toBe(0);
    expect(await courses.getByRole('textbox').count()).toBe(0);
    await actionsFor(page, 'Tajweed Basics').click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['View', 'Chapters']);
    await screenshot(page, 'courses-list-viewer-en');
    await page.keyboard.press('Escape');

    // Lists with no row actions at all.
    for (const [menu, grid, row, add] of [
      ['Discounts', 'Discounts', 'Ramadan 20% off', 'Add Discount'],
      ['Instructors', 'Instructors', 'Bilal Ahmed', 'Add Instructor'],
      ['Islamic events', 'Islamic Events', 'Eid al-Fitr', 'Add Event'],
    ] as const) {
      await menuLink(page, menu).click();
      await page.getByRole('grid', { name: grid }).getByRole('row', { name: new RegExp(row) }).first().waitFor();
      expect(await page.getByRole('button', { name: add }).count(), menu).toBe(0);
      expect(await page.getByRole('button', { name: /^Actions for/ }).count(), menu).toBe(0);
    }

    // Course audio: listen, but no add or edit.
    await menuLink(page, 'Course audio').click();
    await page.getByRole('grid', { name: 'Course audio' }).getByText('Dua after salah').waitFor();
    expect(await page.getByRole('button', { name: 'Add Audio' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    expect(await page.locator('audio').count()).toBeGreaterThan(0);

    // Batch contents: the running batch without its Action column or a new batch.
    await menuLink(page, 'Batch contents').click();
    await page.getByRole('combobox', { name: 'Course' }).fill('Tajw');
    await page.getByRole('option', { name: 'Tajweed Basics' }).click();
    const batch = page.getByRole('grid', { name: 'Batch Contents' });
    await batch.getByRole('row').filter({ hasText: 'Running' }).waitFor();
    expect(await batch.getByRole('columnheader', { name: 'Action' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Start New Batch' }).count()).toBe(0);

    // Tags: View only in the row menu.
    await menuLink(page, 'Tags').click();
    await page.getByRole('grid', { name: 'Tags' }).getByRole('row', { name: /Stories for Kids/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Tag' }).count()).toBe(0);
    await actionsFor(page, 'Stories for Kids').click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['View']);
    await page.getByRole('menuitem', { name: 'View' }).click();
    await page.waitForURL(/\/tags\/view\/\d+$/);
    const tagId = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await noAccess(page).count()).toBe(0);

    // Hijri settings: no push, and a changed adjustment is refused in the spec's words and kept as it was.
    await menuLink(page, 'Hijri date settings').click();
    const countries = page.getByRole('table', { name: 'Countries' });
    await countries.getByRole('row', { name: /Afghanistan/ }).waitFor();
    expect(await page.getByRole('button', { name: /Push to/ }).count()).toBe(0);
    await countries.getByRole('button', { name: /Adjustment for Afghanistan/ }).click();
    await page.getByRole('option', { name: '-1 days' }).click();
    await page.getByText("you don't have access to perform this action").first().waitFor();
    expect(await countries.getByRole('button', { name: /Adjustment for Afghanistan/ }).textContent()).toContain('0 days');

    // Local events are for the community groups only: not in the viewer's menu.
    expect(await menuLink(page, 'Business users').count()).toBe(1);
    expect(await menuLink(page, 'Local events').count()).toBe(0);

    // A typed or shared address to a screen that needs a bit the viewer lacks shows the notice, not the screen.
    for (const path of [`/tags/edit/${tagId}`, '/tags/create', '/islamic-event/preview/1', '/islamic-event/translation/1', '/islamic-event/create']) {
      await page.goto(url(path));
      await noAccess(page).waitFor();
      expect(await page.getByRole('button', { name: 'Save' }).count(), path).toBe(0);
    }
    await page.goto(url('/local-community/events'));
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('grid', { name: 'Local Events' }).count()).toBe(0);
    await page.context().close();
  });

  it('hides Athan Premium from the content manager and answers its address with no access', async () => {
    const page = await openPage(browser);
    await signIn(page, 'content');
    await menuLink(page, 'Articles').waitFor();
    expect(await menuLink(page, 'Athan Premium').count()).toBe(0);
    await page.goto(url('/athan-premium'));
    await page.getByText('You do not have access to this screen').waitFor();
    expect(await page.getByRole('grid', { name: 'Athan Premium' }).count()).toBe(0);
    await page.context().close();
  });
});
