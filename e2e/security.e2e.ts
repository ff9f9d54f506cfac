import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const POINT = 'Blog tags';
const cell = (page: Page, bit: string) => page.getByRole('checkbox', { name: `${bit}, ${POINT}` });

/** The administrator's matrix row of the content team's Blog tags: ALL, or list, view, add, edit and perform. */
async function setContentTags(page: Page, all: boolean) {
  await page.goto(url('/security/profiles'));
  await page.getByRole('button', { name: 'Actions for Content team' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.waitForURL(/\/security\/profiles\/edit\/\d+$/);
  await page.getByRole('table', { name: 'Permissions' }).getByRole('rowheader', { name: POINT }).waitFor();
  if (all) {
    await cell(page, 'ALL').check();
  } else {
    await cell(page, 'ALL').uncheck();
    for (const bit of ['List', 'View', 'Add', 'Edit', 'Perform']) await cell(page, bit).check();
    expect(await cell(page, 'Delete').isChecked()).toBe(false);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Record updated successfully!').waitFor();
  await page.waitForURL(/\/security\/profiles$/, { timeout: 5000 });
}

describe('the security model', () => {
  it("takes effect on the next call: once the administrator removes delete from the content team's profile, the content manager's delete answers 403", async () => {
    // The content manager is signed in first, with delete on tags in the panel's copy of the profile.
    const content = await openPage(browser);
    await signIn(content, 'content');
    await menuLink(content, 'Tags').waitFor();
    await content.goto(url('/tags?q=stories%20for%20kids'));
    await content.getByRole('grid', { name: 'Tags' }).getByRole('row', { name: /Stories for Kids/ }).waitFor();

    // The administrator opens Security profiles from the menu's Security submenu.
    const admin = await openPage(browser);
    await signIn(admin, 'admin');
    await menuLink(admin, 'Security profiles').click();
    await admin.getByRole('grid', { name: 'Security Profiles' }).getByRole('row', { name: /Content team/ }).waitFor();
    await setContentTags(admin, false);

    // The change is in the profile's history: who, and from what to what.
    await admin.getByRole('button', { name: 'Actions for Content team' }).click();
    await admin.getByRole('menuitem', { name: 'Edit' }).click();
    const history = admin.getByRole('region', { name: 'History' });
    await history.getByText('Amina Rahman changed it').first().waitFor();
    expect(await history.textContent()).toContain(`${POINT}: ALL → list, view, add, edit, perform`);
    await screenshot(admin, 'security-profile-history-en');

    try {
      // The content manager's very next delete is refused by the server.
      await content.getByRole('button', { name: 'Actions for Stories for Kids' }).click();
      await content.getByRole('menuitem', { name: 'Delete' }).click();
      const question = content.getByRole('alertdialog', { name: 'Are you sure?' });
      const reply = content.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/blog-tag/delete'));
      await question.getByRole('button', { name: 'Delete' }).click();
      expect((await reply).status()).toBe(403);
      await content.goto(url('/tags?q=stories%20for%20kids'));
      await content.getByRole('grid', { name: 'Tags' }).getByRole('row', { name: /Stories for Kids/ }).waitFor();
    } finally {
      // Put the profile back for the other journeys.
      await setContentTags(admin, true);
    }
  });

  it('refuses to take ALL on the security point from the last active users holding it, and saves nothing', async () => {
    const admin = await openPage(browser);
    await signIn(admin, 'admin');
    // The points list shows each point's bits in words (their words load with the page, not row by row).
    await menuLink(admin, 'Security points').click();
    const subscriptions = admin.getByRole('grid', { name: 'Security Points' }).getByRole('row', { name: /Subscriptions/ });
    await subscriptions.waitFor();
    expect(await subscriptions.textContent()).toContain('ALL');
    await menuLink(admin, 'Security profiles').click();
    await admin.getByRole('button', { name: 'Actions for Administrators' }).click();
    await admin.getByRole('menuitem', { name: 'Edit' }).click();
    const point = 'Security groups, points and profiles';
    const all = admin.getByRole('checkbox', { name: `ALL, ${point}` });
    await all.waitFor();
    await all.uncheck();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Something went wrong, please try again').waitFor();
    expect(await admin.getByText('Nobody active would then have ALL on the security point').count()).toBeGreaterThan(0);
    await admin.reload();
    await admin.getByRole('checkbox', { name: `ALL, ${point}` }).waitFor();
    expect(await admin.getByRole('checkbox', { name: `ALL, ${point}` }).isChecked()).toBe(true);
  });

  it('lets nobody grant what they do not hold: a user manager sees the administrator as out of reach, and the server refuses a direct call', async () => {
    const admin = await openPage(browser);
    await signIn(admin, 'admin');
    await menuLink(admin, 'Security profiles').waitFor();
    // A profile with list, view and edit on Users only, and a group with it.
    await admin.goto(url('/security/profiles/create'));
    await admin.getByRole('textbox', { name: /^Profile name/ }).fill('User managers');
    await admin.getByRole('button', { name: /Add a security point/ }).click();
    await admin.getByRole('option', { name: 'Users', exact: true }).click();
    await admin.getByRole('button', { name: 'Add point' }).click();
    const usersCell = (bit: string) => admin.getByRole('checkbox', { name: `${bit}, Users` });
    await usersCell('ALL').uncheck();
    for (const bit of ['List', 'View', 'Edit']) await usersCell(bit).check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/security\/profiles$/, { timeout: 5000 });
    await admin.goto(url('/security/group/create'));
    await admin.getByRole('textbox', { name: /^Group name/ }).fill('User managers');
    await admin.getByRole('button', { name: /Profile/ }).click();
    await admin.getByRole('option', { name: 'User managers' }).click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/security\/group$/, { timeout: 5000 });

    // The second moderator is moved into it.
    await admin.goto(url('/users?q=moderator2%40'));
    await admin.getByRole('button', { name: 'Actions for Saad Mirza' }).click();
    await admin.getByRole('menuitem', { name: 'Edit Security Group' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Security Group' });
    await dialog.getByRole('button', { name: /Moderators/ }).click();
    await admin.getByRole('option', { name: 'User managers' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Security group updated successfully').waitFor();

    // Signed in as the user manager: the administrator outranks them, so that row offers nothing.
    const manager = await openPage(browser);
    await signIn(manager, 'moderator2');
    await menuLink(manager, 'Users').click();
    await manager.getByRole('grid', { name: 'Users' }).getByRole('row').nth(1).waitFor();
    await manager.goto(url('/users?q=admin%40example.com'));
    const adminRow = manager.getByRole('grid', { name: 'Users' }).getByRole('row', { name: /Amina Rahman/ });
    await adminRow.waitFor();
    expect(await adminRow.textContent()).toContain('Outranks you');
    expect(await manager.getByRole('button', { name: 'Actions for Amina Rahman' }).count()).toBe(0);
    await screenshot(manager, 'security-user-manager-outranked-en');
    await manager.getByRole('button', { name: 'اردو' }).click();
    await manager.getByText('آپ سے زیادہ اختیار').first().waitFor();
    await screenshot(manager, 'security-user-manager-outranked-ur');

    // A direct call to take the administrator's sign-in e-mail is refused with its reason.
    const token = JSON.parse((await manager.evaluate(() => localStorage.getItem('TOKEN_KEY'))) ?? '""') as string;
    const takeover = await manager.request.post(url('/api/site/user/update'), {
      headers: { authorization: `Bearer ${token}` },
      data: { userId: 1, fullname: 'Amina Rahman', username: 'saad.mirza@example.org' },
    });
    expect(takeover.status()).toBe(403);
    expect((await takeover.json()).message).toMatch(/^This user holds permissions you do not hold yourself/);

    // Back to the moderators, for whoever signs in as the second moderator next.
    await admin.reload();
    await admin.getByRole('button', { name: 'Actions for Saad Mirza' }).click();
    await admin.getByRole('menuitem', { name: 'Edit Security Group' }).click();
    await dialog.getByRole('button', { name: /User managers/ }).click();
    await admin.getByRole('option', { name: 'Moderators' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Security group updated successfully').waitFor();
    await manager.context().close();
    await admin.context().close();
  });
});
