import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, latestResetLink, workerBrowser, openPage, restoreDemoPassword, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('the shell', () => {
  it('signs the administrator in, shows the menu, flips to Urdu and signs out', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Amina');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    await screenshot(page, 'admin-dashboard-en');

    await page.getByRole('button', { name: 'اردو' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
    // Right to left: the menu sits at the right edge of the page.
    const box = await page.getByRole('navigation', { name: 'مرکزی مینو' }).boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1200);
    await screenshot(page, 'admin-dashboard-ur');

    // The choice is remembered across a reload.
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.title()).toBe('اذان بیک آفس');

    // The tab names the screen, in the panel's language.
    await page.getByRole('navigation', { name: 'مرکزی مینو' }).getByRole('link', { name: 'ٹیگز', exact: true }).click();
    await expect.poll(() => page.title()).toBe('ٹیگز · اذان بیک آفس');

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.title()).toBe('Tags · Athan back-office');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('TOKEN_KEY'))).toBeFalsy();
    await page.context().close();
  });

  it('sends a must-change-password user to the reset screen, and home after the change', async () => {
    const page = await openPage(browser);
    await signIn(page, 'newstaff');
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    const password = page.getByLabel(/^Password\*?$/);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await screenshot(page, 'newstaff-reset');

    await password.fill('Fresh!Start9');
    await page.getByLabel('Confirm password').fill('Fresh!Start9');
    await page.getByRole('button', { name: /Reset password|Change password|Save/ }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.context().close();
  });

  it('resets a forgotten password by the e-mailed link, which then works once only', async () => {
    const page = await openPage(browser);
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(ACCOUNTS.content.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email sent. Check your inbox for the link to reset your password.').waitFor();

    const link = latestResetLink(ACCOUNTS.content.email);
    expect(link.startsWith(url('/reset-password'))).toBe(true);
    await page.goto(link);
    await page.getByLabel(/^Password\*?$/).fill('Content!6789');
    await page.getByLabel('Confirm password').fill('Content!6789');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been changed. You can now sign in with it.').waitFor();
    await screenshot(page, 'reset-by-link-done');

    await page.goto(url('/'));
    await page.getByLabel('Email').fill(ACCOUNTS.content.email);
    await page.getByLabel(/^Password\*?$/).fill('Content!6789');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.context().close();

    const again = await openPage(browser);
    await again.goto(link);
    await again.getByLabel(/^Password\*?$/).fill('Content!9999');
    await again.getByLabel('Confirm password').fill('Content!9999');
    await again.getByRole('button', { name: 'Reset password' }).click();
    await again.getByText('This reset link is invalid or has expired.').waitFor();
    await again.context().close();
    await restoreDemoPassword('content', 'Content!6789');
  });

  it('takes a moderator on a phone to the moderator panel', async () => {
    const page = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    await signIn(page, 'moderator');
    await page.waitForURL(/\/moderatorpanel$/);
    await screenshot(page, 'moderator-mobile');
    await page.context().close();
  });

  it('answers an unknown path with Page Not Found', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto(url('/no-such-screen'));
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.context().close();
  });
});
