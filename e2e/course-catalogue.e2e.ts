import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser, menuLink, openPage, picture, screenshot, signIn } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** Chooses a file with the Browse button of the drop zone named `label`. */
async function browseFile(page: Page, label: string, file: { name: string; buffer: Buffer; mimeType?: string }) {
  const zone = page
    .locator('div')
    .filter({ has: page.getByRole('button', { name: `Drop a file for ${label}`, exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Browse' }) })
    .last();
  const chooser = page.waitForEvent('filechooser');
  await zone.getByRole('button', { name: 'Browse' }).click();
  await (await chooser).setFiles({ mimeType: 'image/png', ...file });
  // The zone grows to show the chosen file a render later; what is pressed next must not move under the pointer.
  await page.getByText(file.name, { exact: true }).first().waitFor();
}

/** Answers a yes/no or choice question, and fails here (not a step later) when the press did not take. */
async function answer(page: Page, question: string, option: string) {
  const group = page.getByRole('radiogroup', { name: question });
  await group.getByText(option, { exact: true }).click();
  await expect.poll(() => group.getByRole('radio', { name: option, exact: true }).isChecked(), { message: `${question} ${option}` }).toBe(true);
}

function actionsFor(page: Page, title: string): Locator {
  return page.getByRole('button', { name: `Actions for ${title}` });
}

const COURSE = 'Seerah for Young Families';

describe('academy catalogue', () => {
  it('takes a manager from a new instructor to a published, discounted course and back', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    const menu = page.getByRole('navigation', { name: 'Main menu' });

    // 1. A new instructor with a portrait.
    await menu.getByRole('link', { name: 'Instructors' }).click();
    await page.getByRole('button', { name: 'Add Instructor' }).click();
    await page.getByRole('combobox', { name: /User/ }).fill('Mary');
    await page.getByRole('option', { name: 'Maryam Yusuf' }).click();
    await page.getByRole('textbox', { name: /Short description/ }).fill('Seerah for children and their parents.');
    await page.getByRole('textbox', { name: /Long description/ }).fill('Maryam tells the life of the Prophet to families, one story a week.');
    await page.getByRole('textbox', { name: 'Expertise 1' }).fill('Seerah');
    await page.locator('input[type=file]').setInputFiles({ name: 'maryam.png', mimeType: 'image/png', buffer: await picture(page, 120, 120, '#0f766e') });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor();
    await page.waitForURL(/\/instructors$/, { timeout: 5000 });
    await page.getByRole('grid', { name: 'Instructors' }).getByRole('row', { name: /Maryam Yusuf/ }).waitFor();

    // 2. A MASTERCLASS course with two parts taught by her; Save first shows what is missing.
    await menu.getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('button', { name: 'Add Course' }).click();
    await page.waitForURL(/\/courses\/create$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please select Course Type!').first().waitFor();
    await screenshot(page, 'course-create-errors-en');

    // Locked, so the course is bought in the store and a discount may be published on it.
    await answer(page, 'Course access', 'Locked');
    await answer(page, 'Course type', 'Masterclass');
    await answer(page, 'Course subtype', 'Recorded');
    await page.getByRole('textbox', { name: 'Duration (hours)', exact: true }).fill('6');
    await page.getByRole('textbox', { name: 'Duration (minutes)', exact: true }).fill('30');
    await page.getByRole('textbox', { name: 'Rank', exact: true }).fill('9');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(COURSE);
    await page.getByRole('textbox', { name: 'Alias', exact: true }).fill('seerah-families');
    await page.getByRole('textbox', { name: 'Short description', exact: true }).fill('The life of the Prophet, told for the whole family.');
    await page.getByRole('textbox', { name: 'Store purchase ID', exact: true }).fill('seerah.families.2026');
    await answer(page, 'Price type', 'Paid');
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('30');
    await answer(page, 'Does the course have parts?', 'Yes');
    await answer(page, 'Do the parts have sub-parts?', 'No');
    await page.getByRole('textbox', { name: 'Part 1 name', exact: true }).fill('Makkah years');
    await browseFile(page, 'Part 1 thumbnail', { name: 'makkah.png', buffer: await picture(page, 300, 200, '#92400e') });
    await page.getByRole('button', { name: 'Add part' }).click();
    await page.getByRole('textbox', { name: 'Part 2 name', exact: true }).fill('Madinah years');
    await answer(page, 'Show student testimonials?', 'No');
    await answer(page, 'Is the community enabled?', 'Yes');
    await page.getByRole('textbox', { name: 'Survey link', exact: true }).fill('https://example.com/survey/seerah');
    await page.getByRole('textbox', { name: 'Sharable link', exact: true }).fill('https://example.com/courses/seerah');
    await browseFile(page, 'Course image', { name: 'seerah.png', buffer: await picture(page, 800, 450, '#065f46') });
    await browseFile(page, 'Thumbnail image', { name: 'seerah-thumb.png', buffer: await picture(page, 720, 405, '#115e59') });
    await answer(page, 'Thumbnail background', 'Dark');
    await page.getByRole('combobox', { name: 'Intro video title' }).fill('Tajweed');
    await page.getByRole('option', { name: 'Tajweed Basics: Introduction' }).click();
    await answer(page, 'Is external content available?', 'No');
    await page.getByRole('button', { name: /^Show suggestions Instructor name/ }).click();
    await page.getByRole('option', { name: 'Maryam Yusuf' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await screenshot(page, 'course-create-filled-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record added successfully!').waitFor({ timeout: 15_000 });
    await page.waitForURL(/\/courses$/, { timeout: 5000 });

    // 3. Rank and price from the list; a rank below 1 is refused first.
    await page.getByRole('button', { name: 'View All' }).click();
    // View All draws its hundred rows in a scrolling (virtualized) table.
    const table = page.getByRole('table', { name: 'Courses' });
    await table.getByRole('row', { name: new RegExp(COURSE) }).waitFor();
    const rank = page.getByRole('textbox', { name: `Rank of ${COURSE}` });
    await rank.fill('0');
    await rank.press('Enter');
    await page.getByText('Enter a value of at least 1').waitFor();
    expect(await rank.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Update Ranks' }).isDisabled()).toBe(true);
    await rank.fill('6');
    await rank.press('Enter');
    await page.getByRole('button', { name: 'Update Ranks' }).click();
    await page.getByText('All ranks have been successfully updated.').waitFor();
    const price = page.getByRole('textbox', { name: `Price of ${COURSE}` });
    await price.fill('35');
    await price.press('Enter');
    await page.getByRole('button', { name: 'Update Prices' }).click();
    await page.getByText('Prices Updated').waitFor();

    // 4. Publish it, then put a discount on it.
    await actionsFor(page, COURSE).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await expect.poll(() => table.getByRole('row', { name: new RegExp(COURSE) }).textContent()).toContain('Published');

    await menu.getByRole('link', { name: 'Discounts' }).click();
    await actionsFor(page, 'Eid flat offer').click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Active Courses' });
    await dialog.getByRole('button', { name: /^Show suggestions/ }).click();
    await page.getByRole('option', { name: COURSE }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Status updated successfully!').waitFor();

    await menu.getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('button', { name: 'View All' }).click();
    const row = table.getByRole('row', { name: new RegExp(COURSE) });
    await expect.poll(() => row.textContent()).toContain('Eid flat offer');
    await screenshot(page, 'courses-list-discounted-en');

    // 5. Take the discount off again, after a confirmation.
    await actionsFor(page, COURSE).click();
    await page.getByRole('menuitem', { name: 'Remove Discount' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Discount Removed').waitFor();
    await expect.poll(() => row.textContent()).not.toContain('Eid flat offer');

    // 6. The read-only view, then the edit form with everything that was saved, in English and Urdu.
    await actionsFor(page, COURSE).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await page.waitForURL(/\/courses\/view\/\d+$/);
    const details = page.getByRole('region', { name: 'Course details' });
    await details.getByText('6h 30m').waitFor();
    expect(await details.textContent()).toContain('Maryam Yusuf');
    await details.getByRole('img', { name: `Thumbnail of ${COURSE}` }).waitFor();
    await screenshot(page, 'course-view-en');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/courses\/edit\/\d+$/);
    await expect.poll(() => page.getByRole('textbox', { name: 'Part 2 name', exact: true }).inputValue()).toBe('Madinah years');
    expect(await page.getByRole('textbox', { name: 'Rank', exact: true }).inputValue()).toBe('6');
    expect(await page.getByRole('textbox', { name: 'Price', exact: true }).inputValue()).toBe('35');
    expect(await page.getByRole('img', { name: 'Preview of Current image' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'course-edit-en');
    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { level: 1, name: 'کورس میں ترمیم' }).waitFor();
    await screenshot(page, 'course-edit-ur');
    await page.goBack();
    await page.getByRole('region').first().waitFor();
    await screenshot(page, 'course-view-ur');
    await page.getByRole('button', { name: 'English' }).click();
    await page.context().close();
  });

  it('keeps every optional part of a course: testimonials, certificate criteria, milestones and documents', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    const title = 'Quranic Arabic for Understanding';
    await menuLink(page, 'Courses').click();
    await actionsFor(page, title).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/\/courses\/edit\/\d+$/);
    const titleField = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => titleField.inputValue()).toBe(title);

    // Answering Yes opens the first testimonial (and the first external content below) by itself.
    await answer(page, 'Show student testimonials?', 'Yes');
    await page.getByRole('textbox', { name: 'Testimonial 1 student name', exact: true }).fill('Sumayya K.');
    await page.getByRole('textbox', { name: 'Testimonial 1 text', exact: true }).fill('I finally follow the grammar of the verses I pray with.');
    await page.getByRole('button', { name: /Testimonial 1 rating/ }).click();
    await page.getByRole('option', { name: '5 stars' }).click();

    await page.getByText('Gives a completion certificate', { exact: true }).click();
    await page.getByRole('group', { name: /^Completion criteria/ }).getByText('Video lectures').click();
    await page.getByRole('group', { name: /Criteria for part 2: Verbs/ }).getByText('Assignments').click();

    await page.getByRole('button', { name: 'Add milestone' }).click();
    await page.getByRole('textbox', { name: 'Milestone 1 title', exact: true }).fill('First surah parsed');
    await page.getByRole('textbox', { name: 'Milestone 1 achieved text', exact: true }).fill('You parsed a whole surah!');
    await page.getByRole('textbox', { name: 'Milestone 1 not achieved text', exact: true }).fill('Parse a whole surah');
    await page.getByRole('textbox', { name: 'Milestone 1 achieved description', exact: true }).fill('Every word of Al-Fatiha, case by case.');
    await page.getByRole('textbox', { name: 'Milestone 1 not achieved description', exact: true }).fill('Finish the nouns part to unlock it.');
    await browseFile(page, 'Milestone 1 badge image', { name: 'badge.png', buffer: await picture(page, 128, 128, '#b45309') });

    await answer(page, 'Is external content available?', 'Yes');
    await page.getByRole('button', { name: /Content 1 type/ }).click();
    await page.getByRole('option', { name: 'Uploaded document' }).click();
    await page.getByRole('textbox', { name: 'Content 1 title', exact: true }).fill('Noun cases table');
    await browseFile(page, 'Content 1 document', {
      name: 'noun-cases.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    });
    await screenshot(page, 'course-edit-extras-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Record updated successfully!').waitFor({ timeout: 15_000 });
    await page.waitForURL(/\/courses$/, { timeout: 5000 });

    // Everything comes back from the server as it was typed, with the stored badge and document.
    await actionsFor(page, title).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Testimonial 1 student name', exact: true }).inputValue()).toBe('Sumayya K.');
    expect(await page.getByRole('button', { name: /Testimonial 1 rating/ }).textContent()).toContain('5 stars');
    expect(await page.getByRole('switch', { name: 'Gives a completion certificate' }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: /Criteria for part 2: Verbs/ }).getByRole('checkbox', { name: 'Assignments' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Milestone 1 title', exact: true }).inputValue()).toBe('First surah parsed');
    expect(await page.getByRole('textbox', { name: 'Content 1 title', exact: true }).inputValue()).toBe('Noun cases table');
    expect(await page.getByRole('img', { name: 'Preview of Current image' }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Current document').count()).toBeGreaterThan(0);
    await screenshot(page, 'course-edit-extras-saved-en');
    await page.context().close();
  });

  it('lands an instructor on the courses, the first screen of their menu, to prepare courses but leave publishing to others', async () => {
    const page = await openPage(browser);
    await signIn(page, 'instructor');
    // The instructor has no dashboard: the sign-in leads to the first screen the menu offers.
    await page.waitForURL(/\/courses$/);
    await page.getByRole('textbox', { name: 'Rank of Tajweed Basics' }).waitFor();
    expect(await menuLink(page, 'Dashboard').count()).toBe(0);
    await actionsFor(page, 'Quranic Arabic for Understanding').click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['View', 'Edit', 'Chapters']);
    await page.context().close();
  });
});
