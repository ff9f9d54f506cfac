import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { voiceNoteMp3 } from '../server/db/voice-mp3';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn, type Account, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** Signs in and opens Active Chats on the moderator panel. */
async function openActiveChats(account: Account): Promise<Page> {
  const page = await openPage(browser);
  await signIn(page, account);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await page.goto(url('/moderatorpanel'));
  await page.getByText('Click on chat to load').waitFor();
  return page;
}

describe('moderator panel', () => {
  it('takes an unassigned chat, answers by text and by voice, and marks it complete with Ctrl+Z', async () => {
    const page = await openPage(browser, { permissions: ['microphone'] });
    await signIn(page, 'moderator');
    await menuLink(page, 'Moderator panel').click();
    await page.waitForURL(/\/moderatorpanel/);
    await page.getByText('Click on chat to load').waitFor();

    // Active Chats lists the unassigned conversations; the first one opens in the pane and in the address.
    const list = page.getByRole('tabpanel');
    await list.getByRole('button', { name: /^Ibrahim Khan/ }).click();
    await page.waitForURL(/[?&]id=\d+/);
    const conversationUrl = page.url();
    await page.getByRole('heading', { level: 2, name: 'Ibrahim Khan' }).waitFor();
    const box = page.getByRole('textbox', { name: 'Message', exact: true });
    await box.waitFor();
    await screenshot(page, 'moderator-chat-open-en');

    await box.fill('Masha Allah, your madd is right. Hold the second one a little longer.');
    await box.press('Enter');
    // The thread, not the page: the message box holds the same words until the server has taken them.
    const thread = page.getByRole('log', { name: 'Messages' });
    await thread.getByText('Hold the second one a little longer.').waitFor();

    // A voice reply from the fake microphone: record, stop, send; it comes back as an audio message.
    const voiceMessages = thread.getByRole('button', { name: 'Play voice message' });
    const before = await voiceMessages.count();
    await page.getByRole('button', { name: 'Record a voice reply' }).click();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('button', { name: 'Play the recording' }).waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => voiceMessages.count(), { timeout: 15_000 }).toBe(before + 1);

    // An image reply goes through the private upload and comes back as an image that opens large.
    const images = thread.getByRole('button', { name: /^Open large: Image from You/ });
    await page.locator('input[type=file]').setInputFiles({ name: 'tajweed-chart.png', mimeType: 'image/png', buffer: await picture(page, 320, 200, '#0f766e') });
    await page.getByRole('img', { name: 'Chosen image tajweed-chart.png' }).waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => images.count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'moderator-chat-replied-en');
    await images.first().click();
    const large = page.getByRole('dialog');
    await large.getByRole('img').waitFor();
    await screenshot(page, 'moderator-chat-image-large-en');
    await page.keyboard.press('Escape');
    await large.waitFor({ state: 'detached' });

    // Ctrl+Z (outside the text box) marks it as pass; the composer gives way to the closed notice.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+z');
    await page.getByText('Assignment marked as pass').waitFor();

    await page.getByRole('tab', { name: 'Completed' }).click();
    await list.getByRole('button', { name: /^Ibrahim Khan/ }).waitFor();
    await screenshot(page, 'moderator-completed-en');

    // Reloading keeps the chat open; Urdu mirrors the panel.
    await page.goto(conversationUrl);
    await page.getByText('Assignment marked as pass').waitFor();
    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByText('Hold the second one a little longer.').waitFor();
    await screenshot(page, 'moderator-chat-ur');
    await page.getByRole('button', { name: 'English' }).click();
    await page.context().close();
  });

  it('refuses the second moderator who answers a chat the first one took, and reloads the page', async () => {
    const first = await openActiveChats('moderator');
    const second = await openActiveChats('moderator2');
    for (const page of [first, second]) {
      await page.getByRole('tabpanel').getByRole('button', { name: /^Sumayya Rehman/ }).click();
      await page.getByRole('heading', { level: 2, name: 'Sumayya Rehman' }).waitFor();
    }

    // The help lists the shortcuts of the open chat.
    await second.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const help = second.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.poll(() => help.getByRole('definition').count()).toBe(8);
    await second.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // The first answer takes the chat.
    const firstBox = first.getByRole('textbox', { name: 'Message', exact: true });
    await firstBox.fill('Masha Allah, a clear start. Lengthen the madd in ad-daalleen.');
    await firstBox.press('Enter');
    // Only once the thread shows it has the server taken the chat (the box holds the same words before).
    await first.getByRole('log', { name: 'Messages' }).getByText('Lengthen the madd in ad-daalleen.').waitFor();

    // The second answer is refused with the server's message, then the page reloads by itself.
    const reloaded = second.waitForEvent('load', { timeout: 15_000 });
    const secondBox = second.getByRole('textbox', { name: 'Message', exact: true });
    await secondBox.fill('Good effort, please record the basmalah once more.');
    await secondBox.press('Enter');
    await second.getByText('Teacher is already assigned to this conversation').waitFor();
    await screenshot(second, 'moderator-chat-already-assigned-en');
    await reloaded;

    // After the reload Active Chats no longer offers the chat; another unassigned one still shows.
    const list = second.getByRole('tabpanel');
    await list.getByRole('button', { name: /^Yahya Chaudhry/ }).waitFor();
    await expect(list.getByRole('button', { name: /^Sumayya Rehman/ }).count()).resolves.toBe(0);
    await first.context().close();
    await second.context().close();
  });

  it('tells an instructor who types its address that the panel is not theirs, without calling the chat API', async () => {
    const page = await openPage(browser);
    const chatCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/academy/chat/')) chatCalls.push(request.url());
    });
    await signIn(page, 'instructor');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expect(menuLink(page, 'Moderator panel').count()).resolves.toBe(0);
    await page.goto(url('/moderatorpanel'));
    await page.getByRole('heading', { level: 1, name: 'You do not have access to this screen' }).waitFor();
    await screenshot(page, 'moderator-panel-no-access-en');
    expect(chatCalls).toEqual([]);
    await page.context().close();
  });

  it('on a phone: chats in a drawer, the notifications list, a browser notification for a new voice note, and logout', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, permissions: ['notifications'] });
    // Records the browser notifications the page raises, then shows them as usual.
    await page.addInitScript(() => {
      const Real = window.Notification;
      const shown: string[] = [];
      Object.assign(window, { shownNotifications: shown });
      window.Notification = class extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push(title);
        }
      } as typeof Notification;
    });
    const registered = page.waitForRequest((request) => request.url().includes('/api/academy/sync-device-v3') && request.method() === 'POST');
    await signIn(page, 'moderator');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.goto(url('/moderatorpanel'));
    await registered;

    // Chats: the list fills the screen; a chat opens in a drawer, which closes back to the list.
    await expect(page.getByRole('tab', { name: 'Chats', exact: true }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('tabpanel').getByRole('button', { name: /^Yahya Chaudhry/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Chat' });
    await drawer.getByRole('heading', { level: 2, name: 'Yahya Chaudhry' }).waitFor();
    await drawer.getByRole('button', { name: 'Mark as complete' }).waitFor();
    await drawer.getByRole('textbox', { name: 'Message', exact: true }).waitFor();
    await screenshot(page, 'moderator-phone-drawer-en');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });

    // Notifications: one row per unread voice note.
    await page.getByRole('tab', { name: /^Notifications/ }).click();
    const rows = page.getByRole('list', { name: 'Unread audio messages' }).getByRole('button', { name: /You have received new audio message/ });
    await rows.first().waitFor();
    const before = await rows.count();

    // A learner sends a voice note: the list grows by itself and the browser shows a notification.
    await learnerSendsVoiceNote('demo-learner-yahya-1006', { courseId: 1, weekNumber: 3, assignmentNumber: 1 });
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(before + 1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)).toEqual([
      'You have received new audio message',
    ]);
    await screenshot(page, 'moderator-phone-notifications-en');

    // A notification opens its chat in the drawer; Urdu lays the phone panel out right to left.
    await rows.first().click();
    await drawer.getByRole('heading', { level: 2, name: 'Yahya Chaudhry' }).waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('tab', { name: /^اطلاعات/ }).waitFor();
    await screenshot(page, 'moderator-phone-notifications-ur');
    await page.getByRole('button', { name: 'English' }).click();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.context().close();
  });
});

/** A learner's app uploads a voice note through its presigned link and submits it, as a real app does. */
async function learnerSendsVoiceNote(learnerKey: string, assignment: { courseId: number; weekNumber: number; assignmentNumber: number }) {
  const api = url('/api/academy');
  const headers = { 'x-learner-key': learnerKey };
  const linkReply = await fetch(`${api}/chat/learner/presignedurl?fileCategory=CHAT_AUDIO&fileName=recitation.mp3`, { headers });
  const link = (await linkReply.json()) as { url: string; imageKey: string };
  const put = await fetch(new URL(link.url, url('/')), { method: 'PUT', headers: { 'content-type': 'audio/mpeg' }, body: new Uint8Array(voiceNoteMp3(3, 7)) });
  expect(put.ok).toBe(true);
  const submitted = await fetch(`${api}/chat/learner/submission`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...assignment, messageType: 'AUDIO', messageBody: link.imageKey, createdByAppId: 3 }),
  });
  expect(submitted.status).toBe(200);
}
