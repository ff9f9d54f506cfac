import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('moderator panel', () => {
  it('takes an unassigned chat, answers by text and by voice, and marks it complete with Ctrl+Z', async () => {
    const page = await openPage(browser, { permissions: ['microphone'] });
    await signIn(page, 'moderator');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Moderator panel' }).click();
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
    await page.getByText('Hold the second one a little longer.').waitFor();

    // A voice reply from the fake microphone: record, stop, send; it comes back as an audio message.
    const voiceMessages = page.getByRole('log', { name: 'Messages' }).getByRole('button', { name: 'Play voice message' });
    const before = await voiceMessages.count();
    await page.getByRole('button', { name: 'Record a voice reply' }).click();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('button', { name: 'Play the recording' }).waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => voiceMessages.count(), { timeout: 15_000 }).toBe(before + 1);
    await screenshot(page, 'moderator-chat-replied-en');

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
});
