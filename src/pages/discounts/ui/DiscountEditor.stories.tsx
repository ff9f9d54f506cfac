import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { contractFixtures, discountsContract } from '@/shared/api';
import { contractHandler, recordFailedStory, recordLoadingStory, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { DiscountEditor } from './DiscountEditor';

const [eid] = contractFixtures.discountFixtures;
const one = contractHandler(discountsContract.getDiscount, ({ params }) =>
  Number(params.id) === eid?.id ? HttpResponse.json(eid) : HttpResponse.json({ success: false, message: 'This discount does not exist.' }, { status: 404 }),
);

/** The editor under its two addresses; a story's `parameters.path` picks the one it opens. */
const withRoutes: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? `/discounts/edit/${eid?.id}`]}>
    <main>
      <Routes>
        <Route path="/discounts/create" element={<Story />} />
        <Route path="/discounts/edit/:discountId" element={<Story />} />
      </Routes>
    </main>
  </MemoryRouter>
);

const meta = {
  title: 'pages/discounts/DiscountEditor',
  component: DiscountEditor,
  decorators: [withRoutes],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { ...WHOLE_SCREEN, msw: { handlers: [one] }, screenshot: { viewport: { width: 1000, height: 560 } } },
} satisfies Meta<typeof DiscountEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  parameters: { path: '/discounts/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Discount' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discounts' })).toHaveAttribute('href', '/discounts');
  },
};

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Discount' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Discount Name/ })).toHaveValue('Eid flat offer'));
  },
};

export const NotFound: Story = {
  parameters: { path: '/discounts/edit/99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This discount does not exist.')).toBeVisible();
  },
};

/** The record is on its way: the form waits behind a loading status. */
export const Loading: Story = recordLoadingStory(discountsContract.getDiscount);

/** The record could not be loaded: the server's reason and Try again, which loads it. */
export const Failed: Story = recordFailedStory(discountsContract.getDiscount, [one], async (canvas) => {
  await waitFor(() => expect(canvas.getByRole('textbox', { name: /Discount Name/ })).toHaveValue('Eid flat offer'));
});

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'رعایت میں ترمیم' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /رعایت کا نام/ })).toHaveValue('Eid flat offer'));
  },
};
