import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_HEADERS, workerBrowser, menuLink, openPage, screenshot, signIn, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('exercises', () => {
  it('lets an instructor write an exercise with a text question and a voice option recorded in the browser, and finds it after a reload', async () => {
    const page = await openPage(browser, { permissions: ['microphone'] });
    await signIn(page, 'instructor');
    await menuLink(page, 'Exercises').click();
    await page.waitForURL(/\/exercise$/);

    await page.getByRole('combobox', { name: /Course Name/ }).fill('Tajweed');
    await page.getByRole('option', { name: 'Tajweed Basics' }).click();
    await choose(page, page, /Part Name/, 'Points of Articulation');
    await choose(page, page, /Sub Part Name/, 'The Tongue');
    await page.waitForURL(/\/exercise\?courseId=1&partId=1&subPartId=2$/);
    const table = page.getByRole('grid', { name: 'Exercises' });
    await table.getByRole('row', { name: /The Tongue: practice/ }).waitFor();

    // The instructor may edit, but neither publish nor delete.
    await page.getByRole('button', { name: 'Actions for The Tongue: practice' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Edit']);
    await page.keyboard.press('Escape');
    await screenshot(page, 'exercises-list-en');

    await page.getByRole('button', { name: 'Add Exercise' }).click();
    await page.waitForURL(/\/exercise\/create\?courseId=1&partId=1&subPartId=2&isPart=false&isSubPart=true$/);
    await page.getByRole('textbox', { name: /Exercise name/ }).fill('Tongue letters: listen and choose');
    const item = page.getByRole('region', { name: 'Item 1' });
    await choose(page, item, /Exercise content/, 'Text');
    await item.getByRole('textbox', { name: /^Title/ }).fill('Which letter is from the tongue?');
    await item.getByRole('textbox', { name: /Description/ }).fill('Read the letters aloud and choose the tongue letter.');

    await choose(page, item, /Exercise type/, 'MCQ Text');
    const text = item.getByRole('group', { name: 'MCQ Text', exact: true });
    await text.getByRole('textbox', { name: /Option 1/ }).fill('ع');
    await text.getByRole('textbox', { name: /Option 2/ }).fill('ل');
    await text.getByRole('radiogroup', { name: /Correct option/ }).getByText('Option 2', { exact: true }).click();

    await choose(page, item, /Exercise type/, 'MCQ Voice');
    const voice = item.getByRole('group', { name: 'MCQ Voice', exact: true });
    // The first option is recorded from the fake microphone, used, and played back.
    const recorded = voice.getByRole('group', { name: 'Audio option 1', exact: true });
    await recorded.getByRole('button', { name: 'Record audio' }).click();
    await page.waitForTimeout(1500);
    await recorded.getByRole('button', { name: 'Stop recording' }).click();
    await recorded.getByRole('button', { name: 'Play the recording' }).waitFor();
    await recorded.getByRole('button', { name: 'Use recording' }).click();
    await recorded.getByText('Recorded in the browser').waitFor({ timeout: 15_000 });
    const playback = recorded.getByRole('group', { name: 'Playback of Audio option 1' });
    await playback.getByRole('button', { name: 'Play audio' }).click();
    await playback.getByRole('button', { name: 'Pause audio' }).waitFor();
    await playback.getByRole('button', { name: 'Pause audio' }).click();
    for (const [number, title] of [[2, 'Makharij practice'], [3, 'Surah Al-Fatiha recitation'], [4, 'Dua after salah']] as const) {
      await choose(page, voice.getByRole('group', { name: `Audio option ${number}`, exact: true }), /From the audio library/, title);
    }
    await voice.getByRole('radiogroup', { name: /Correct audio option/ }).getByText('Audio option 1', { exact: true }).click();
    await screenshot(page, 'exercise-form-en');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/exercise\?courseId=1&partId=1&subPartId=2$/);
    await page.reload();
    await table.getByRole('row', { name: /Tongue letters: listen and choose/ }).waitFor();

    await page.getByRole('button', { name: 'Actions for Tongue letters: listen and choose' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/exercise\/edit\/\d+\?/);
    const saved = page.getByRole('region', { name: 'Item 1' });
    expect(await saved.getByRole('textbox', { name: /Option 2/ }).inputValue()).toBe('ل');
    const savedVoice = saved.getByRole('group', { name: 'MCQ Voice', exact: true });
    await savedVoice.getByRole('group', { name: 'Playback of Audio option 1' }).getByRole('button', { name: 'Play audio' }).waitFor();
    expect(await savedVoice.getByText('Chosen from the library: Makharij practice').count()).toBe(1);

    // The server refuses the instructor's publish and delete too.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('TOKEN_KEY') ?? 'null') as string | null);
    const id = /\/exercise\/edit\/(\d+)/.exec(page.url())![1];
    const headers = { ...APP_HEADERS, authorization: `Bearer ${token}` };
    const publish = await fetch(url(`/api/academy/lesson-exercise/${id}/status`), {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'PUBLISH' }),
    });
    expect(publish.status).toBe(403);
    expect((await fetch(url(`/api/academy/lesson-exercise/${id}`), { method: 'DELETE', headers })).status).toBe(403);

    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'مشق میں ترمیم' }).waitFor();
    await screenshot(page, 'exercise-form-ur');
    await page.getByRole('button', { name: 'English' }).click();
    await page.context().close();
  });
});
