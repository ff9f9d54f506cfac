import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, instructorsContract } from '@/shared/api';
import { contractHandler, Destination, failingCallsOnce, pagedReply, pendingCalls, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { InstructorsList } from './InstructorsList';

const meta = {
  title: 'pages/instructors/InstructorsList',
  component: InstructorsList,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/instructors']}>
        <main>
          <Routes>
            <Route path="/instructors" element={<Story />} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </main>
      </MemoryRouter>
    ),
  ],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: {
    ...WHOLE_SCREEN,
    msw: { handlers: [contractHandler(instructorsContract.listInstructors, pagedReply(contractFixtures.instructorFixtures))] },
    screenshot: { viewport: { width: 1100, height: 700 } },
  },
} satisfies Meta<typeof InstructorsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Instructors' });
    await expect(await within(table).findByText('Bilal Ahmed')).toBeVisible();
    await expect(within(table).getByText('Tajweed, Quran recitation, Makharij')).toBeVisible();
  },
};

export const EditFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Khadija Noor' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Edit' }));
    await expect(await canvas.findByText('Went to /instructors/edit/2')).toBeVisible();
  },
};

export const AddGoesToCreate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Instructor' }));
    await expect(await canvas.findByText('Went to /instructors/create')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: pendingCalls([instructorsContract.listInstructors]),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [contractHandler(instructorsContract.listInstructors, pagedReply([]))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No instructors yet')).toBeVisible();
  },
};

/** The list call fails: the server's message and a retry that loads the rows. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...failingCallsOnce([instructorsContract.listInstructors]),
        contractHandler(instructorsContract.listInstructors, pagedReply(contractFixtures.instructorFixtures)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Bilal Ahmed')).toBeVisible();
  },
};

/** Ten to a page; the second page is one click away. */
export const Paged: Story = {
  parameters: { msw: { handlers: [contractHandler(instructorsContract.listInstructors, pagedReply(contractFixtures.manyInstructors(23)))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Instructors' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(canvas.getByRole('button', { name: /page 2/i }));
    await expect(await within(table).findByText('Sumayya Iqbal 2')).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
  },
};

/** The viewer may list but not add or edit: neither button nor menu is there. */
export const PermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bilal Ahmed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Instructor' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'اساتذہ' })).toBeVisible();
    await expect(await canvas.findByText('Bilal Ahmed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'استاد شامل کریں' })).toBeVisible();
  },
};
