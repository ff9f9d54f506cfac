import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, exercisesContract, lessonsContract } from '@/shared/api';
import { contractHandler, courseOutlineHandlers, routedStory, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { ExercisesList } from './ExercisesList';

const { exerciseRowFixtures } = exercisesContract;
const { instructorProfileFixture } = lessonsContract;

let rows = exerciseRowFixtures;
const handlers = [
  ...courseOutlineHandlers,
  contractHandler(lessonsContract.listLessons, ({ request }) => {
    const query = new URL(request.url).searchParams;
    // The screen asks for exercises only; a plain lesson list would be a mistake.
    if (query.get('taskType') !== 'PRACTICE_ASSIGN') return HttpResponse.json({ success: false, message: 'Lessons asked for' }, { status: 400 });
    return HttpResponse.json(query.get('subPartId') === '1' ? rows : []);
  }),
  contractHandler(exercisesContract.changeExerciseStatus, async ({ request, params }) => {
    const { status } = (await request.json()) as { status: 'PUBLISH' | 'UNPUBLISHED' };
    rows = rows.map((row) => (row.id === Number(params.id) ? { ...row, status } : row));
    return HttpResponse.json({ success: true, message: 'Status updated successfully!', messageCode: 'record.statusUpdated' });
  }),
  contractHandler(exercisesContract.deleteExercise, ({ params }) => {
    rows = rows.filter((row) => row.id !== Number(params.id));
    return HttpResponse.json({ success: true, message: 'Record deleted successfully!' });
  }),
];

const meta = {
  title: 'pages/academy/exercises/ExercisesList',
  tags: ['autodocs'],
  component: ExercisesList,
  decorators: [routedStory('/exercise', '/exercise?courseId=1&partId=1&subPartId=1')],
  beforeEach: () => {
    rows = exerciseRowFixtures;
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { ...WHOLE_SCREEN, msw: { handlers }, screenshot: { viewport: { width: 1200, height: 640 } } },
} satisfies Meta<typeof ExercisesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const grid = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Exercises' }));
const menuOf = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(await (await grid(canvasElement)).findByRole('button', { name: `Actions for ${name}` }));
  return within(await page().findByRole('menu'));
};

/** A sub-part's exercises with name, type and status, and Add for the chosen place. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await table.findByText('Throat letters practice')).toBeVisible();
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ID', 'Name', 'Type', 'Status', 'Action']);
    await expect(table.getByRole('row', { name: /Listen and choose/ })).toHaveTextContent('Published');
  },
};

/** Add Exercise carries the chosen place to the create screen, in the spec's query. */
export const AddCarriesThePlace: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Exercise' }));
    await expect(await within(canvasElement).findByText('Went to /exercise/create?courseId=1&partId=1&subPartId=1&isPart=false&isSubPart=true')).toBeVisible();
  },
};

/** Nothing is listed until a course (and its part and sub-part) is chosen. */
export const NothingChosen: Story = {
  parameters: { path: '/exercise' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose where the exercises are' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Exercise' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { path: '/exercise?courseId=1&partId=1&subPartId=2' },
  play: async ({ canvasElement }) => {
    await expect(await (await grid(canvasElement)).findByText('No exercises yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [contractHandler(lessonsContract.listLessons, async () => { await delay('infinite'); return HttpResponse.json([]); }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** A failed load shows the server's reason and a retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(lessonsContract.listLessons, () => HttpResponse.json({ success: false, message: 'The academy service is unavailable.' }, { status: 503 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The academy service is unavailable.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

/** Publishing from the menu says so in the spec's words, and the row shows it. */
export const PublishFromMenu: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await menuOf(canvasElement, 'Throat letters practice');
    await expect(menu.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Edit', 'Publish', 'Delete']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Publish' }));
    await expect(await page().findByText('Status updated successfully!')).toBeVisible();
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.getByRole('row', { name: /Throat letters practice/ })).toHaveTextContent('Published'));
  },
};

/** Deleting asks first, then the row is gone. */
export const DeleteAfterConfirming: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await menuOf(canvasElement, 'Listen and choose');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await page().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.queryByText('Listen and choose')).not.toBeInTheDocument());
  },
};

/** The instructor (list, view, add, edit) gets Edit only: no Publish, Unpublish or Delete. */
export const InstructorWithoutPublishOrDelete: Story = {
  beforeEach: signedInAs(instructorProfileFixture),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await menuOf(canvasElement, 'Throat letters practice');
    await expect(menu.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Edit']);
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByRole('button', { name: 'Add Exercise' })).toBeVisible();
  },
};

/** Without the add bit there is no Add Exercise, and without edit, publish or delete no action at all. */
export const NoPermission: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  play: async ({ canvasElement }) => {
    await expect(await (await grid(canvasElement)).findByText('Throat letters practice')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Add Exercise' })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Actions for Throat letters practice' })).not.toBeInTheDocument();
  },
};

/** Right to left, in Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'مشقیں' }));
    await expect(await table.findByText('Throat letters practice')).toBeVisible();
    await expect(table.getByRole('row', { name: /Throat letters practice/ })).toHaveTextContent('عملی مشق');
  },
};
