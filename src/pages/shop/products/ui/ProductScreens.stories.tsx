import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, shopContract } from '@/shared/api';
import { failingCallsOnce, pendingCalls, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { ProductsPage } from './ProductsPage';
import { abaya, kaftan, productRows, productScreenHandlers } from './storyFixtures';

const { products } = shopContract;
const editPath = (product: { vendorSlug: string; productId: string }) => `/vendor-products/edit/${product.vendorSlug}/${product.productId}`;

const meta = {
  title: 'pages/shop/products/ProductScreens',
  tags: ['autodocs'],
  component: ProductsPage,
  ...resourceStoryFrame(productRows, { route: '/vendor-products/*', path: editPath(abaya), handlers: productScreenHandlers, viewport: { width: 1100, height: 1300 } }),
} satisfies Meta<typeof ProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const form = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: 'Edit Product' });
async function choose(canvasElement: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(await form(canvasElement)).getByRole('button', { name: field }));
  await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: option }));
}
const pictures = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Pictures on the web' })).getAllByRole('listitem');

/** What the store says (title, price, link, sanitised description), staff's choices, the pictures with their state, and the history. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const store = await canvas.findByRole('region', { name: "From the vendor's store" });
    await expect(store).toHaveTextContent(abaya.title);
    await expect(store).toHaveTextContent('89.00 GBP');
    await expect(within(store).getByRole('link', { name: /Open the product in the store/ })).toHaveAttribute('href', abaya.vendorProductUrl);
    await expect(within(store).getByText('Breathable fabric')).toBeVisible();
    const edit = within(await form(canvasElement));
    await waitFor(() => expect(edit.getByRole('button', { name: /Category/ })).toHaveTextContent('Clothing'));
    await expect(edit.getByRole('button', { name: /Sub-category/ })).toHaveTextContent('Abayas');
    await expect(edit.getByRole('button', { name: /Status/ })).toHaveTextContent('Active');
    await expect(edit.getByText('Eid Collection')).toBeVisible();
    const [first, second] = pictures(canvasElement);
    await expect(first).toHaveTextContent('Shown on the web');
    await expect(second).toHaveTextContent('Not shown on the web');
    await expect(await within(await canvas.findByRole('region', { name: 'History' })).findByText('Yusuf Qureshi changed it')).toBeVisible();
  },
};

/** Show on Web on two pictures and Remove from Web on one: each picture's state follows, with the spec's words. */
export const ShowAndRemovePictures: Story = {
  parameters: { path: editPath(kaftan), screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Pictures on the web' });
    for (const index of [0, 1]) {
      await userEvent.click(within(pictures(canvasElement)[index]!).getByRole('button', { name: 'Show on Web' }));
      await waitFor(() => expect(pictures(canvasElement)[index]).toHaveTextContent('Shown on the web'));
    }
    await userEvent.click(within(pictures(canvasElement)[0]!).getByRole('button', { name: 'Remove from Web' }));
    await waitFor(() => expect(pictures(canvasElement)[0]).toHaveTextContent('Not shown on the web'));
    await expect(pictures(canvasElement)[1]).toHaveTextContent('Shown on the web');
    await expect(await body(canvasElement).findAllByText('Record updated successfully!')).not.toHaveLength(0);
  },
};

/** A product with no category yet: Save shows the spec's 'This field is required!' at category, sub-category and status stays chosen. */
export const Invalid: Story = {
  parameters: { path: editPath(kaftan) },
  play: async ({ canvasElement }) => {
    const edit = within(await form(canvasElement));
    await waitFor(() => expect(edit.getByRole('button', { name: /Status/ })).toHaveTextContent('Inactive'));
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edit.getAllByText('This field is required!')).toHaveLength(2));
    await expect(edit.getByRole('button', { name: /Sub-category/ })).toHaveTextContent('Select a category first');
  },
};

/** The sub-category offers only the chosen category's children, and another category clears it; then Save goes back to the list. */
export const SubCategoryFollowsCategory: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const edit = within(await form(canvasElement));
    await waitFor(() => expect(edit.getByRole('button', { name: /Sub-category/ })).toHaveTextContent('Abayas'));
    await choose(canvasElement, /Category/, 'Pantry');
    await waitFor(() => expect(edit.getByRole('button', { name: /Sub-category/ })).toHaveTextContent('Select sub-category'));
    await userEvent.click(edit.getByRole('button', { name: /Sub-category/ }));
    const options = within(await body(canvasElement).findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Dates']);
    await userEvent.click(options[0]!);
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Record updated successfully!')).toBeVisible();
    await expect(await within(canvasElement).findByRole('grid', { name: 'Vendor Products' }, { timeout: 4000 })).toBeVisible();
  },
};

/** The server fails: the spec's words in a toast and above the form, and the choices stay as made. */
export const SaveFailed: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: [...failingCallsOnce([products.calls.update!], 'The shop service is unavailable.'), ...productScreenHandlers, ...productRows.handlers()] } },
  play: async ({ canvasElement }) => {
    const edit = within(await form(canvasElement));
    await waitFor(() => expect(edit.getByRole('button', { name: /Sub-category/ })).toHaveTextContent('Abayas'));
    await choose(canvasElement, /Sub-category/, 'Hijabs');
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));
    await expect(await edit.findByText('The shop service is unavailable.')).toBeVisible();
    await expect((await body(canvasElement).findAllByText('Something went wrong, please check all the fields')).length).toBeGreaterThan(0);
    await expect(edit.getByRole('button', { name: /Sub-category/ })).toHaveTextContent('Hijabs');
  },
};

/** A product that no longer exists says so. */
export const NotFound: Story = {
  parameters: { path: '/vendor-products/edit/noor-modest-wear/999', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This product does not exist.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: [...pendingCalls([products.calls.find]), ...productScreenHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** Someone with list and view only sees the store's fields and the pictures' state, but no form and no Show or Remove buttons. */
export const PermissionHidden: Story = {
  beforeEach: () => signedInAs(contractFixtures.viewerProfile)(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Pictures on the web' });
    await expect(within(canvasElement).queryByRole('form', { name: 'Edit Product' })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Show on Web' })).not.toBeInTheDocument();
  },
};

/** The edit page in Urdu, right to left. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const edit = within(await within(canvasElement).findByRole('form', { name: 'پروڈکٹ میں ترمیم' }));
    await waitFor(() => expect(edit.getAllByRole('button', { name: /زمرہ/ })[0]).toHaveTextContent('Clothing'));
    await expect(within(canvasElement).getAllByRole('button', { name: 'ویب سے ہٹائیں' })).toHaveLength(1);
  },
};

/** The product could not be loaded: the page gives the server's words, and Try again loads it. */
export const LoadFailedThenRetried: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: [...failingCallsOnce([products.calls.find], 'The shop service is unavailable.'), ...productScreenHandlers, ...productRows.handlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The shop service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('form', { name: 'Edit Product' })).toBeVisible();
  },
};
