import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storiesContract } from '@/shared/api';
import { contractHandler, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { VideosList } from './VideosList';
import { kahfVideo, videoRows, videoScreenHandlers } from './storyFixtures';

const { videos, VIDEO_MESSAGES: M, PACKAGE_PICK_MESSAGES: P } = storiesContract;

const meta = {
  title: 'pages/stories/videos/VideosList',
  tags: ['autodocs'],
  component: VideosList,
  ...resourceStoryFrame(videoRows, { route: '/video-management', path: '/video-management', handlers: videoScreenHandlers(), viewport: { width: 1280, height: 900 } }),
} satisfies Meta<typeof VideosList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name = 'Video Management') => within(canvasElement).findByRole('grid', { name });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const shownGrid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Video Management' });
const openMenu = async (canvasElement: HTMLElement, title: string) => {
  await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${title}` }));
  return body(canvasElement).findByRole('menu');
};

const standard = resourceListStories({
  resource: videos,
  rows: videoRows,
  title: { en: 'Video Management', ur: 'ویڈیو مینجمنٹ' },
  addLabel: { en: 'Add Video', ur: 'ویڈیو شامل کریں' },
  sampleRow: kahfVideo.title,
  emptyTitle: 'No videos yet',
  viewerActions: ['Assigned Packages'],
});

/** The videos, newest first: id, title, category, likes, shares, watch time, packages, sponsored and date; Sync Videos beside Add. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const kahf = await within(await table(context.canvasElement)).findByRole('row', { name: /Surah Al-Kahf/ });
    await expect(kahf).toHaveTextContent('Quran Recitation');
    await expect(kahf).toHaveTextContent('13:31:50');
    await expect(within(shownGrid(context.canvasElement)).getByRole('row', { name: /Wudu step by step/ })).toHaveTextContent('None');
    await expect(within(context.canvasElement).getByRole('button', { name: 'Sync Videos' })).toBeVisible();
    const menu = await openMenu(context.canvasElement, kahfVideo.title);
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Assigned Packages', 'Add to Package', 'Delete']);
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

/** The category filter lists that category's videos only, and the address keeps it. */
export const FilteredByCategory: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Surah Al-Kahf/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Category/ }));
    await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Seerah' }));
    // The filtered list is a new table: each check looks it up again, until it holds Seerah's videos only.
    await waitFor(() => {
      const shown = within(shownGrid(canvasElement));
      expect(shown.queryByRole('row', { name: /Surah Al-Kahf/ })).not.toBeInTheDocument();
      expect(shown.getByRole('row', { name: /The mercy of the Prophet/ })).toBeVisible();
    });
    await expect(within(shownGrid(canvasElement)).getByRole('row', { name: /يوسف/ })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(shownGrid(canvasElement)).getByRole('row', { name: /Surah Al-Kahf/ })).toBeVisible());
  },
};

/** Filters no video answers say so. */
export const FilteredEmpty: Story = {
  parameters: { path: '/video-management?from=2030-01-01', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No videos match these filters')).toBeVisible();
  },
};

/** Assigned Packages lists the packages holding the video with its rank and countries. */
export const AssignedPackages: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, kahfVideo.title);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Assigned Packages' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Assigned Packages' });
    const row = await within(dialog).findByRole('row', { name: /2099-12-02/ });
    await expect(row).toHaveTextContent('Pakistan, United Arab Emirates');
    await expect(row).toHaveTextContent('2');
  },
};

/** Add to Package asks for both fields in the spec's words, adds the video, and refuses a second add in the server's words. */
export const AddToPackage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(within(await openMenu(canvasElement, kahfVideo.title)).getByRole('menuitem', { name: 'Add to Package' }));
    const dialog = await page.findByRole('dialog', { name: 'Add to Package' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await within(dialog).findByText(P.selectPackage)).toBeVisible();
    await expect(within(dialog).getByText(P.enterRank)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Package/ }));
    const options = await page.findByRole('listbox');
    await expect(within(options).getByRole('option', { name: '2026-11-01 (published)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(options).getByRole('option', { name: '2099-12-03' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Rank/ }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await page.findByText('Record updated successfully!')).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Add to Package' })).not.toBeInTheDocument());
    await userEvent.click(within(await openMenu(canvasElement, kahfVideo.title)).getByRole('menuitem', { name: 'Add to Package' }));
    const again = await page.findByRole('dialog', { name: 'Add to Package' });
    await userEvent.click(within(again).getByRole('button', { name: /Package/ }));
    await userEvent.click(within(await page.findByRole('listbox')).getByRole('option', { name: '2099-12-03' }));
    await userEvent.type(within(again).getByRole('textbox', { name: /Rank/ }), '3');
    await userEvent.click(within(again).getByRole('button', { name: 'Add' }));
    await expect(await within(again).findByText(P.alreadyIn)).toBeVisible();
  },
};

/** Delete asks first; a video a package holds is refused with the spec's words and stays listed. */
export const DeleteRefused: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(videos.calls.delete!, () => HttpResponse.json({ success: false, message: M.inPackages, messageCode: 'video.inPackages' }, { status: 409 })),
        ...videoScreenHandlers(),
        ...videoRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await openMenu(canvasElement, kahfVideo.title)).getByRole('menuitem', { name: 'Delete' }));
    const question = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expect(await body(canvasElement).findByText(M.inPackages)).toBeVisible();
    await expect(within(shownGrid(canvasElement)).getByRole('row', { name: /Surah Al-Kahf/ })).toBeVisible();
  },
};

/** Delete of a video in no package says 'Video Deleted Successfully' and the row goes. */
export const Deleted: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await openMenu(canvasElement, 'Wudu step by step')).getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expect(await body(canvasElement).findByText(M.deleted)).toBeVisible();
    await waitFor(() => expect(within(shownGrid(canvasElement)).queryByRole('row', { name: /Wudu step by step/ })).not.toBeInTheDocument());
  },
};

/** Download Stats refuses an empty range in its words. */
export const StatsRangeRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Download Stats' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Download Stats' });
    await expect(within(dialog).getByText('One row per video added in these days, at most 90 days.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await expect(await within(dialog).findByText(M.statsRangeRequired)).toBeVisible();
  },
};

/** Add to Package in Urdu, right to left: both fields refused in the spec's words, translated. */
export const AddToPackageUrdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(await table(canvasElement, 'ویڈیو مینجمنٹ')).findByRole('button', { name: /Surah Al-Kahf/ }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'پیکج میں شامل کریں' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'پیکج میں شامل کریں' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'شامل کریں' }));
    await expect(await within(dialog).findByText('پیکج منتخب کریں')).toBeVisible();
    await expect(within(dialog).getByText('براہ کرم درجہ درج کریں')).toBeVisible();
  },
};
