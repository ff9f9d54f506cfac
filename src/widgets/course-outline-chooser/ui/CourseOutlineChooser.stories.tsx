import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, lessonsContract } from '@/shared/api';
import { contractHandler, courseOutlineHandlers, routedStory, signedInAs } from '@/shared/lib/storybook';
import { useOutline } from '../model/useOutline';
import { CourseOutlineChooser } from './CourseOutlineChooser';

/** The chooser as a screen holds it, with the address it writes shown below. */
function ChooserInPlace() {
  const outline = useOutline();
  const { search } = useLocation();
  return (
    <div className="flex flex-col gap-3 p-4">
      <CourseOutlineChooser outline={outline} />
      <p data-testid="address" dir="ltr" className="text-xs text-ink-muted">
        {search || '(nothing chosen)'}
      </p>
    </div>
  );
}

const meta = {
  title: 'widgets/course-outline-chooser/CourseOutlineChooser',
  component: ChooserInPlace,
  decorators: [routedStory('/lessons', '/lessons')],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { msw: { handlers: courseOutlineHandlers }, screenshot: { viewport: { width: 900, height: 420 } } },
} satisfies Meta<typeof ChooserInPlace>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const expectAddress = (canvasElement: HTMLElement, search: string) =>
  waitFor(() => expect(within(canvasElement).getByTestId('address')).toHaveTextContent(search));

/** Nothing chosen: only the course is asked for. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Course Name' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Part Name/ })).not.toBeInTheDocument();
  },
};

/** A course with parts and sub-parts, chosen down to a sub-part; each choice goes into the address. */
export const ChosenDownToSubPart: Story = {
  parameters: { path: '/lessons?courseId=1&partId=1&subPartId=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Sub Part Name/ })).toHaveTextContent('The Tongue');
    // A picker's button is named by its choice and its label.
    await expect(canvas.getByRole('button', { name: 'Points of Articulation Part Name' })).toBeVisible();
  },
};

/** Choosing another part forgets the sub-part, in the address too. */
export const AnotherPartClearsSubPart: Story = {
  parameters: { path: '/lessons?courseId=1&partId=1&subPartId=2', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Points of Articulation Part Name' }));
    await userEvent.click(await page().findByRole('option', { name: 'Noon and Meem Sakinah' }));
    await expectAddress(canvasElement, '?courseId=1&partId=2');
    await expect(within(canvasElement).getByTestId('address')).not.toHaveTextContent('subPartId');
    await expect(await canvas.findByRole('button', { name: /Sub Part Name/ })).toHaveTextContent('Select a Sub Part');
  },
};

/** A course without parts is chosen alone. */
export const CourseWithoutParts: Story = {
  parameters: { path: '/lessons?courseId=4', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Course Name' })).toHaveValue('Learn the Arabic Alphabet'));
    await expect(canvas.queryByRole('button', { name: /Part Name/ })).not.toBeInTheDocument();
  },
};

/** The parts cannot be loaded: the part picker says why. */
export const PartsFailed: Story = {
  parameters: {
    path: '/lessons?courseId=1',
    msw: {
      handlers: [
        contractHandler(lessonsContract.partNames, () => HttpResponse.json({ success: false, message: 'The academy service is unavailable.' }, { status: 503 })),
        ...courseOutlineHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The academy service is unavailable.')).toBeVisible();
  },
};

/** In Urdu, right to left. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  parameters: { path: '/lessons?courseId=1&partId=1&subPartId=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /ذیلی حصے کا نام/ })).toHaveTextContent('The Tongue');
  },
};
