import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { chaptersContract, contractFixtures } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { ChapterStatusButton } from './ChapterStatusButton';

const [introduction, , , noonSakinah, meemSakinah] = contractFixtures.chapterFixtures;

const meta = {
  title: 'features/change-chapter-status/ChapterStatusButton',
  component: ChapterStatusButton,
  args: { chapter: meemSakinah! },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: {
    msw: {
      handlers: [
        contractHandler(chaptersContract.updateChapterStatus, ({ request }) =>
          HttpResponse.json({ success: true, message: 'Status updated successfully!', status: new URL(request.url).searchParams.get('status') }),
        ),
      ],
    },
    screenshot: { viewport: { width: 600, height: 300 } },
  },
} satisfies Meta<typeof ChapterStatusButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Answers only a request for `wanted`, so a success proves which status the button asked for. */
const onlyFor = (wanted: string) =>
  contractHandler(chaptersContract.updateChapterStatus, ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    return status === wanted
      ? HttpResponse.json({ success: true, message: 'Status updated successfully!', status })
      : HttpResponse.json({ success: false, message: `Unexpected status ${status}` }, { status: 409 });
  });

/** A NEW chapter is published: the call asks for PUBLISH and a toast confirms. */
export const PublishNew: Story = {
  parameters: { msw: { handlers: [onlyFor('PUBLISH')] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    await expect(await within(document.body).findByText('Status updated successfully!')).toBeVisible();
  },
};

/** An UNPUBLISHED chapter is offered Publish too. */
export const PublishUnpublished: Story = {
  args: { chapter: noonSakinah! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish' })).toBeVisible();
  },
};

/** A published chapter is offered Unpublish, which asks for UNPUBLISHED. */
export const Unpublish: Story = {
  args: { chapter: introduction! },
  parameters: { msw: { handlers: [onlyFor('UNPUBLISHED')] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unpublish' }));
    await expect(await within(document.body).findByText('Status updated successfully!')).toBeVisible();
  },
};

/** The chapter was deleted meanwhile: a danger toast gives the server's reason. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [contractHandler(chaptersContract.updateChapterStatus, () => HttpResponse.json({ success: false, message: 'This chapter does not exist.' }, { status: 404 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    const body = within(document.body);
    await expect(await body.findByText('The status was not changed')).toBeVisible();
    await expect(body.getByText('This chapter does not exist.')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'شائع کریں' }));
    await expect(await within(document.body).findByText('حالت کامیابی سے اپ ڈیٹ ہو گئی!')).toBeVisible();
  },
};
