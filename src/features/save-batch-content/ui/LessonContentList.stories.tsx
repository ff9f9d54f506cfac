import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { batchesContract, contractFixtures, playlistContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { FormInputsProvider } from '@/shared/ui/form-inputs';
import { toFormValues } from '../model/draft';
import { LessonContentList } from './LessonContentList';

const { batchContentFixture } = batchesContract;
const [video, live, assignment] = batchContentFixture.lessonContents;

/** The list inside a form holding `parameters.contents`, busy when `parameters.isBusy`. */
const inForm: Decorator = (Story, { parameters }) => {
  function Frame() {
    const form = useForm({ defaultValues: toFormValues((parameters.contents as batchesContract.LessonContent[] | undefined) ?? []) });
    return (
      <FormProvider {...form}>
        <FormInputsProvider isBusy={Boolean(parameters.isBusy)}>
          <div className="max-w-3xl p-4">
            <Story />
          </div>
        </FormInputsProvider>
      </FormProvider>
    );
  }
  return <Frame />;
};

const meta = {
  title: 'features/save-batch-content/LessonContentList',
  component: LessonContentList,
  decorators: [inForm],
  args: { lessons: batchContentFixture.courseLessons },
  beforeEach: () => signedInAs(contractFixtures.adminProfile)(),
  parameters: {
    contents: [],
    msw: {
      handlers: [
        contractHandler(playlistContract.videoTitleSummary, () =>
          HttpResponse.json({ content: contractFixtures.courseVideoTitleFixtures, totalRecords: 12, pageNumber: 1, totalPages: 1 }),
        ),
      ],
    },
  },
} satisfies Meta<typeof LessonContentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No contents yet: the list says so, and Add gives an empty entry asking for its lesson and type. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This batch has no lesson contents yet. Add the first one.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add lesson content' }));
    const added = within(await canvas.findByRole('region', { name: 'Lesson content 1' }));
    await expect(added.getByRole('combobox', { name: /^Lesson/ })).toHaveAttribute('placeholder', 'Please select lesson');
    await expect(added.getByRole('button', { name: /Lesson Type/ })).toHaveTextContent('Please select lesson type');
  },
};

/** A video: its playlist title, hours and minutes. */
export const Video: Story = {
  parameters: { contents: [video] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Video Title/ })).toHaveValue('Tajweed Basics: Introduction'));
    await expect(canvas.getByRole('textbox', { name: /Duration \(hours\)/ })).toHaveValue('0');
    await expect(canvas.getByRole('textbox', { name: /Duration \(minutes\)/ })).toHaveValue('25');
  },
};

/** A live session: link, link type, start date and duration in minutes. */
export const Live: Story = {
  parameters: { contents: [live] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Session Link/ })).toHaveValue('https://example.com/live/batch-2');
    await expect(canvas.getByRole('button', { name: /Link Type/ })).toHaveTextContent('Pending');
    await expect(canvas.getByRole('group', { name: 'Start Date' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Duration \(minutes\)/ })).toHaveValue('45');
  },
};

/** An assignment given as text: its number, content type, text and answer types; switching to images clears the text. */
export const Assignment: Story = {
  parameters: { contents: [assignment] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Assignment Number/ })).toHaveValue('1');
    await expect(canvas.getByRole('radio', { name: 'Text' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Audio' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Images' }));
    await expect(canvas.queryByRole('textbox', { name: /Assignment Text/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Add an image')).toBeVisible();
  },
};

/** While saving, every field and button waits. */
export const Busy: Story = {
  parameters: { contents: batchContentFixture.lessonContents, isBusy: true, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add lesson content' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove lesson content 1' })).toBeDisabled();
  },
};

export const Rtl: Story = {
  parameters: { contents: batchContentFixture.lessonContents },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'سبق کا مواد 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'سبق کا مواد شامل کریں' })).toBeVisible();
  },
};
