import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { contractFixtures, courseAudioContract, exercisesContract } from '@/shared/api';
import { contractHandler, courseOutlineHandlers, routedStory, signedInAs, STORED_FILE, toneWav, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { ExercisesPage } from './ExercisesPage';

const handlers = [
  ...courseOutlineHandlers,
  contractHandler(courseAudioContract.courseAudioNameSummary, () => HttpResponse.json([])),
  http.get(STORED_FILE.audio, () => new HttpResponse(toneWav(2), { headers: { 'content-type': 'audio/mpeg' } })),
  contractHandler(exercisesContract.findExercise, () => HttpResponse.json(exercisesContract.exerciseFixture)),
];

const meta = {
  title: 'pages/academy/exercises/ExerciseEditor',
  tags: ['autodocs'],
  component: ExercisesPage,
  decorators: [routedStory('/exercise/*', '/exercise/edit/41?courseId=1&partId=1&subPartId=1&isPart=false&isSubPart=true')],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { ...WHOLE_SCREEN, msw: { handlers }, screenshot: { viewport: { width: 1200, height: 900 } } },
} satisfies Meta<typeof ExercisesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stored exercise in its form, the place's names locked above it, with the browser recorder. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Exercise name/ })).toHaveValue('Throat letters practice');
    await expect(canvas.getByRole('textbox', { name: /Course name/ })).toHaveValue('Tajweed Basics');
    await expect(canvas.getAllByRole('button', { name: 'Record audio' }).length).toBeGreaterThan(0);
  },
};

/** A new exercise on the place the address names. */
export const Create: Story = {
  parameters: { path: '/exercise/create?courseId=1&partId=1&subPartId=1&isPart=false&isSubPart=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add Exercise', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Sub part name/ })).toHaveValue('The Throat');
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [contractHandler(exercisesContract.findExercise, async () => { await delay('infinite'); return HttpResponse.json(exercisesContract.exerciseFixture); }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** An exercise that cannot be read says why, with a retry. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [contractHandler(exercisesContract.findExercise, () => HttpResponse.json({ success: false, message: 'This exercise does not exist.' }, { status: 404 })), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This exercise does not exist.')).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'مشق میں ترمیم', level: 1 })).toBeVisible();
  },
};
