import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chaptersContract, contractFixtures, coursesContract, playlistContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ChapterForm } from './ChapterForm';

const [, , , noonSakinah] = contractFixtures.chapterFixtures;
const videos = contractFixtures.courseVideoTitleFixtures;
const lookups = [
  contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.chapterCourseFixtures)),
  contractHandler(playlistContract.videoTitleSummary, () =>
    HttpResponse.json({ content: videos, totalRecords: videos.length, pageNumber: 1, totalPages: 1 }),
  ),
];
const saved = (message: string) => () => HttpResponse.json({ success: true, message, id: 11 });
const handlers = (reply: () => Response | Promise<Response> = saved('Record added successfully!')) => [
  ...lookups,
  contractHandler(chaptersContract.saveChapter, reply),
  contractHandler(chaptersContract.updateChapter, reply),
];

const meta = {
  title: 'features/save-chapter/ChapterForm',
  component: ChapterForm,
  args: { onDone: fn(), onCancel: fn() },
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { msw: { handlers: handlers() }, screenshot: { viewport: { width: 900, height: 760 } } },
} satisfies Meta<typeof ChapterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = () => within(document.body);

async function choose(canvas: Canvas, field: RegExp, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: field }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

async function search(canvas: Canvas, field: RegExp, text: string, option: string) {
  await userEvent.type(canvas.getByRole('combobox', { name: field }), text);
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** Fills every required field the way a staff member would. */
async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await search(canvas, /^Course/, 'Tajweed', 'Tajweed Basics');
  await choose(canvas, /Course Access/, 'Locked');
  await userEvent.type(canvas.getByRole('textbox', { name: /Lesson Count/ }), '4');
  await userEvent.type(canvas.getByRole('textbox', { name: /Duration/ }), '35');
  await choose(canvas, /Type/, 'Default');
  await userEvent.type(canvas.getByRole('textbox', { name: /Arabic Title/ }), 'الإدغام');
  await userEvent.type(canvas.getByRole('textbox', { name: /English Title/ }), 'Idgham in Depth');
  await search(canvas, /Video Title/, 'Noon', 'Rules of Noon Sakinah and Tanween');
  await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Merging one letter into the next.');
  return canvas;
}

/** Adding from the list: its course is chosen already; the Arabic title is typed right to left. */
export const Create: Story = {
  args: { courseId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Course/ })).toHaveValue('Tajweed Basics'));
    const arabic = canvas.getByRole('textbox', { name: /Arabic Title/ });
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByRole('textbox', { name: /English Title/ })).toHaveAttribute('maxlength', '80');
    await expect(canvas.getByRole('button', { name: /Arabic Sign/ })).toHaveTextContent('None');
  },
};

/** The six Arabic signs of the spec, after None. */
export const ArabicSignOptions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Arabic Sign/ }));
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'None',
      'Double Fathah',
      'Double Kasrah',
      'Double Dammah',
      'Movement Fathah',
      'Movement Kasrah',
      'Movement Dammah',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please select Select a Course!')).toBeVisible();
    await expect(canvas.getByText('Please select Course Access!')).toBeVisible();
    await expect(canvas.getAllByText('Please enter valid number')).toHaveLength(2);
    await expect(canvas.getByText('Please enter Arabic title')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid title')).toBeVisible();
    await expect(canvas.getByText('Please select Type!')).toBeVisible();
    await expect(canvas.getByText('Please enter description')).toBeVisible();
    await expect(canvas.getByText('Please select Video Title')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  parameters: {
    msw: {
      handlers: handlers(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('textbox', { name: /English Title/ })).toBeDisabled();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillValid(canvasElement);
    const [englishCounter] = canvas.getAllByTestId('character-counter');
    await expect(englishCounter).toHaveTextContent('15 / 80');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(1), { timeout: 3000 });
  },
};

/** The server refuses: the spec's chapter failure text with its reason; every field keeps its value. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: handlers(() =>
        HttpResponse.json(
          {
            success: false,
            message: 'Another chapter of this course already has this English title.',
            fields: { titleEn: 'Another chapter of this course already has this English title.' },
          },
          { status: 409 },
        ),
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong, please check all the fields, try to change to Arabic and English title');
    await expect(alert).toHaveTextContent('Another chapter of this course already has this English title.');
    const english = canvas.getByRole('textbox', { name: /English Title/ });
    await expect(english).toHaveValue('Idgham in Depth');
    await expect(english).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Arabic Title/ })).toHaveValue('الإدغام');
    await expect(canvas.getByRole('combobox', { name: /Video Title/ })).toHaveValue('Rules of Noon Sakinah and Tanween');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Editing shows the chapter as saved and sends the update. */
export const Edit: Story = {
  args: { chapter: noonSakinah },
  parameters: { msw: { handlers: handlers(saved('Record updated successfully!')) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /English Title/ })).toHaveValue('Noon Sakinah and Tanween');
    await expect(canvas.getByRole('button', { name: /Course Access/ })).toHaveTextContent('Locked');
    await expect(canvas.getByRole('button', { name: /Type/ })).toHaveTextContent('Default');
    await expect(canvas.getByRole('button', { name: /Arabic Sign/ })).toHaveTextContent('Double Fathah');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Video Title/ })).toHaveValue('Rules of Noon Sakinah and Tanween'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(1), { timeout: 3000 });
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { chapter: noonSakinah },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /عربی عنوان/ })).toHaveValue('أحكام النون الساكنة والتنوين');
    await userEvent.clear(canvas.getByRole('textbox', { name: /انگریزی عنوان/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم درست عنوان درج کریں')).toBeVisible();
  },
};
