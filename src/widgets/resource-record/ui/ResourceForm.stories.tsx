import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ROUTER_OPTIONS } from '@/shared/config';
import type { ResourceFormStatus } from '@/shared/lib/resource';
import { Destination } from '@/shared/lib/storybook';
import type { SaveOutcome } from '@/shared/lib/save-outcome';
import { TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from './ResourceForm';

interface Values {
  name: string;
}

interface FrameProps {
  outcome: SaveOutcome;
  isSaved: boolean;
  onSubmit(): void;
  onCancel?(): void;
}

/** The frame around one field, with the state a story gives it (the form hook is the sections' concern). */
function Frame({ outcome, isSaved, onSubmit, onCancel }: FrameProps) {
  const form = useForm<Values>({ defaultValues: { name: 'Ramadan' } });
  const status: ResourceFormStatus = {
    outcome,
    isSaved,
    isSubmitting: false,
    isLocked: false,
    submit: async (event) => {
      event?.preventDefault();
      onSubmit();
    },
  };
  return (
    <ResourceForm label="Edit Tag" form={form} status={status} errorText={(message) => message} onCancel={onCancel}>
      <TextInput<Values> name="name" label="Name" maxLength={100} isRequired showCounter={false} />
    </ResourceForm>
  );
}

const meta = {
  title: 'widgets/resource-record/ResourceForm',
  component: Frame,
  args: { outcome: null, isSaved: false, onSubmit: fn(), onCancel: fn() },
  parameters: { screenshot: { viewport: { width: 560, height: 260 } } },
  decorators: [
    // A page form's Cancel goes back: opened by its address, to the section's list.
    (Story) => (
      <MemoryRouter {...ROUTER_OPTIONS} initialEntries={['/tags/edit/3']}>
        <Routes>
          <Route path="/tags/edit/:tagId" element={<Story />} />
          <Route path="*" element={<Destination />} />
        </Routes>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Save submits the form; Cancel (a dialog's) hands back. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit Tag' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A page form, opened by its address, has Cancel too: it goes back to the section's list. */
export const PageCancel: Story = {
  args: { onCancel: undefined },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Went to /tags')).toBeVisible();
  },
};

/** After a save (its toast is the save's, not the frame's): the field stays as it was, not greyed out; Save is off until the screen moves on. */
export const Saved: Story = {
  args: { isSaved: true, onCancel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** A refused save: its title and the server's reason; the field keeps what was typed. */
export const SaveFailed: Story = {
  args: { outcome: { tone: 'danger', title: 'The tag could not be saved', text: 'Another tag already has this slug.' } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The tag could not be saved')).toBeVisible();
    await expect(canvas.getByText('Another tag already has this slug.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ramadan');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'محفوظ کریں' })).toBeVisible();
  },
};
