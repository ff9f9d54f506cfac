import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useCoursePage } from '@/entities/course';
import { contractFixtures, coursesContract } from '@/shared/api';
import { contractHandler, memoryList, signedInAs } from '@/shared/lib/storybook';
import { ActionMenu } from '@/shared/ui/menu';
import { StatusBadge } from '@/shared/ui/status-badge';
import { ToastRegion } from '@/shared/ui/toast';
import { useCoursePublishAction } from './useCoursePublishAction';

const courses = memoryList(contractFixtures.courseListFixtures.slice(0, 3), (a, b) => a.rank - b.rank);

const list = contractHandler(coursesContract.listCourses, (info) => courses.reply(info));
const publish = contractHandler(coursesContract.publishCourse, ({ params }) => {
  courses.update(Number(params.id), { isPublished: true });
  return HttpResponse.json({ success: true, message: 'Course published successfully!', isPublished: true, status: 2 });
});
const unpublish = contractHandler(coursesContract.unpublishCourse, ({ params }) => {
  courses.update(Number(params.id), { isPublished: false });
  return HttpResponse.json({ success: true, message: 'Course unpublished successfully!', isPublished: false, status: 3 });
});

/** Courses with their state and a row menu holding only the publish item, as the list's menu holds it. */
function PublishMenus() {
  const publishAction = useCoursePublishAction();
  const { data } = useCoursePage(1);
  return (
    <ul className="flex max-w-md flex-col divide-y divide-border rounded-card border border-border bg-surface">
      {(data?.content ?? []).map((course) => (
        <li key={course.id} className="flex items-center gap-3 px-4 py-2">
          <span className="flex-1 font-medium">{course.title}</span>
          <StatusBadge tone={course.isPublished ? 'success' : 'neutral'}>{course.isPublished ? 'Published' : 'Unpublished'}</StatusBadge>
          <ActionMenu label={`Actions for ${course.title}`} items={[publishAction(course)]} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'features/publish-course/CoursePublishAction',
  render: () => (
    <>
      <PublishMenus />
      <ToastRegion />
    </>
  ),
  beforeEach: () => {
    courses.reset();
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { msw: { handlers: [list, publish, unpublish] }, screenshot: { viewport: { width: 800, height: 480 } } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** Escape closes the open menu; wait until it has gone so the picture shows the page. */
async function closeMenu() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
}
const openMenu = async (canvasElement: HTMLElement, title: string) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: `Actions for ${title}` }));
const rowOf = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByText(title).closest('li') as HTMLElement;

/** An unpublished course offers Publish, a published one Unpublish. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Quranic Arabic for Understanding');
    await waitFor(async () => expect(await body().findByRole('menuitem', { name: 'Publish' })).toBeVisible());
    await closeMenu();
    await openMenu(canvasElement, 'Tajweed Basics');
    await waitFor(async () => expect(await body().findByRole('menuitem', { name: 'Unpublish' })).toBeVisible());
    await closeMenu();
  },
};

/** Publish changes the course at once; the server's message shows and the list is read again. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Quranic Arabic for Understanding');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Publish' }));
    await expect(await body().findByText('Course published successfully!')).toBeVisible();
    await waitFor(() => expect(rowOf(canvasElement, 'Quranic Arabic for Understanding')).toHaveTextContent('Published'));
    await expect(rowOf(canvasElement, 'Quranic Arabic for Understanding')).not.toHaveTextContent('Unpublished');
  },
};

export const Unpublished: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Weekly Quran Circle');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Unpublish' }));
    await expect(await body().findByText('Course unpublished successfully!')).toBeVisible();
    await waitFor(() => expect(rowOf(canvasElement, 'Weekly Quran Circle')).toHaveTextContent('Unpublished'));
  },
};

/** A refusal says so with the server's reason, and the course keeps its state. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        list,
        contractHandler(coursesContract.publishCourse, () => HttpResponse.json({ success: false, message: 'This course does not exist.' }, { status: 404 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Quranic Arabic for Understanding');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Publish' }));
    await expect(await body().findByText('The course status was not changed')).toBeVisible();
    await expect(body().getByText('This course does not exist.')).toBeVisible();
    await expect(rowOf(canvasElement, 'Quranic Arabic for Understanding')).toHaveTextContent('Unpublished');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Tajweed Basics');
    await waitFor(async () => expect(await body().findByRole('menuitem', { name: 'اشاعت ختم کریں' })).toBeVisible());
    await closeMenu();
  },
};
