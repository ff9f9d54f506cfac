import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** The demo editor of the content team (server/services/users/seed.ts), whom this journey bans. */
const EDITOR = { email: 'editor@example.com', password: 'Editor!2345', name: 'Ruqayyah Anwar' };

const storedToken = async (page: Page) => JSON.parse((await page.evaluate(() => localStorage.getItem('TOKEN_KEY'))) ?? '""') as string;

describe('users', () => {
  it("lets the administrator ban a user with a reason; that user's next call answers 401 and their next click shows the sign-in screen", async () => {
    // The editor is signed in and working on tags.
    const editor = await openPage(browser);
    await editor.goto(url('/'));
    await editor.getByLabel('Email').fill(EDITOR.email);
    await editor.getByLabel(/^Password\*?$/).fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Login' }).click();
    await menuLink(editor, 'Tags').click();
    await editor.getByRole('grid', { name: 'Tags' }).getByRole('row', { name: /Ramadan/ }).first().waitFor();
    const editorToken = await storedToken(editor);

    // The administrator finds the editor by e-mail among the users.
    const admin = await openPage(browser);
    await signIn(admin, 'admin');
    await menuLink(admin, 'Users').click();
    const table = admin.getByRole('grid', { name: 'Users' });
    await table.getByRole('row').nth(25).waitFor();
    expect(await admin.getByText(/Showing 1–25 of \d+/).count()).toBe(1);
    await screenshot(admin, 'users-list-en');
    await admin.getByRole('searchbox', { name: 'Search by e-mail' }).fill('editor@');
    await admin.waitForURL(/\?q=editor%40$/);
    const row = table.getByRole('row', { name: new RegExp(EDITOR.name) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Active');

    // Their own row offers no ban.
    await admin.goto(url('/users?q=admin%40example.com'));
    await admin.getByRole('button', { name: 'Actions for Amina Rahman' }).click();
    expect(await admin.getByRole('menuitem').allTextContents()).toEqual(['Edit']);
    await admin.keyboard.press('Escape');

    // Ban: a reason is required, then the spec's words and the row shows Admin locked with the reason.
    await admin.goto(url('/users?q=editor%40'));
    await admin.getByRole('button', { name: `Actions for ${EDITOR.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Ban User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Ban User' });
    await dialog.getByRole('button', { name: 'Ban User' }).click();
    await dialog.getByText('Please enter a reason to ban').waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Shared the account with a person outside the team.');
    await screenshot(admin, 'users-ban-dialog-en');
    await dialog.getByRole('button', { name: 'Ban User' }).click();
    await admin.getByText('User ban successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => table.getByRole('row', { name: new RegExp(EDITOR.name) }).textContent()).toContain('Admin lockedShared the account with a person outside the team.');
    await screenshot(admin, 'users-banned-en');

    // The banned editor's next call answers 401, and their next click returns the panel to the sign-in screen.
    const next = await editor.request.post(url('/api/site/blog-tag/list'), {
      headers: { authorization: `Bearer ${editorToken}` },
      data: { keyword: '', limitCount: 25, firstIndex: -2, pageno: 1 },
    });
    expect(next.status()).toBe(401);
    await menuLink(editor, 'Categories').click();
    await editor.getByRole('button', { name: 'Login' }).waitFor();
    expect(await editor.evaluate(() => localStorage.getItem('TOKEN_KEY'))).toBeNull();
    await screenshot(editor, 'users-banned-user-signed-out-en');

    // Signing in again is refused with the reason's status, until activated.
    await editor.getByLabel('Email').fill(EDITOR.email);
    await editor.getByLabel(/^Password\*?$/).fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Login' }).click();
    await editor.getByText('Your account has been locked by an administrator.').waitFor();

    // The edit screen's History says who banned them, when, and from what to what.
    await admin.getByRole('button', { name: `Actions for ${EDITOR.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await admin.waitForURL(/\/users\/edit\/\d+$/);
    const history = admin.getByRole('region', { name: 'History' });
    await history.getByText('Amina Rahman changed it').waitFor();
    expect(await history.textContent()).toContain('Shared the account with a person outside the team.');
    await screenshot(admin, 'users-edit-history-en');

    await editor.context().close();
    await admin.context().close();
  });
});
