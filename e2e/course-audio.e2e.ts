import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { silentMp3 } from '../server/db/silent-mp3';
import { workerBrowser, menuLink, openPage, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe('course audio', () => {
  it('lets the administrator add an MP3 and play it from the list, in English and Urdu', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await menuLink(page, 'Course audio').click();
    const table = page.getByRole('grid', { name: 'Course audio' });
    await table.getByText('Surah Al-Fatiha recitation').waitFor();

    await page.getByRole('button', { name: 'Add Audio' }).click();
    await page.getByRole('textbox', { name: /Title/ }).fill('Surah Al-Ikhlas, slow recitation');
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'take.wav', mimeType: 'audio/wav', buffer: Buffer.from('RIFF0000WAVE') });
    await page.getByText('Only MP3 files are allowed!').waitFor();
    await fileInput.setInputFiles({ name: 'ikhlas.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(2) });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await screenshot(page, 'course-audio-saved-en');
    await page.waitForURL(/\/course-audio$/, { timeout: 5000 });

    const player = page.locator('audio[aria-label="Surah Al-Ikhlas, slow recitation"]');
    await player.waitFor({ state: 'attached' });
    // The browser loads and plays the stored file.
    const duration = await player.evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
      return audio.duration;
    });
    expect(duration).toBeGreaterThan(1);
    await screenshot(page, 'course-audio-list-en');

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'کورس آڈیو' }).waitFor();
    await screenshot(page, 'course-audio-list-ur');
    await page.context().close();
  });
});
