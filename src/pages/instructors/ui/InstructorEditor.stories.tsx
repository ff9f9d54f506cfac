import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, instructorsContract } from '@/shared/api';
import { contractHandler, failingCallsOnce, pendingCalls, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { InstructorEditor } from './InstructorEditor';

const [bilal] = contractFixtures.instructorFixtures;
const users = contractHandler(instructorsContract.userList, () => HttpResponse.json({ content: contractFixtures.instructorUserFixtures, totalRecords: 3 }));
const one = contractHandler(instructorsContract.getInstructor, ({ params }) =>
  Number(params.id) === bilal?.id ? HttpResponse.json(bilal) : HttpResponse.json({ success: false, message: 'This instructor does not exist.' }, { status: 404 }),
);

/** The editor under its two addresses; a story's `parameters.path` picks the one it opens. */
const withRoutes: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? '/instructors/edit/1']}>
    <main>
      <Routes>
        <Route path="/instructors/create" element={<Story />} />
        <Route path="/instructors/edit/:instructorId" element={<Story />} />
        <Route path="/instructors" element={<p>The instructors list</p>} />
      </Routes>
    </main>
  </MemoryRouter>
);

const meta = {
  title: 'pages/instructors/InstructorEditor',
  component: InstructorEditor,
  decorators: [withRoutes],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { ...WHOLE_SCREEN, msw: { handlers: [users, one] }, screenshot: { viewport: { width: 1100, height: 1200 } } },
} satisfies Meta<typeof InstructorEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  parameters: { path: '/instructors/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Instructor' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('The instructors list')).toBeVisible();
  },
};

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Instructor' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Short description/ })).toHaveValue(bilal?.shortDescription));
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        users,
        ...pendingCalls([instructorsContract.getInstructor]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { path: '/instructors/edit/99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This instructor does not exist.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        users,
        ...failingCallsOnce([instructorsContract.getInstructor]),
        one,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Bilal Ahmed'));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'استاد میں ترمیم' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^نام/ })).toHaveValue('Bilal Ahmed'));
  },
};
