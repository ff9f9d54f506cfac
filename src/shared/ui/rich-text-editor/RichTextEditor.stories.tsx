import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadRichTextEditor, RichTextEditor } from './index';

const STARTING_BODY =
  '<h2>Iftar plan</h2><ul><li><p>Dates and water</p></li></ul><p>Read <a href="https://example.org/iftar">the guide</a>.</p><p dir="rtl">ہماری مسجد میں افطار سب کے لیے ہے۔</p>';

const meta = {
  title: 'shared/ui/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Body', value: STARTING_BODY, onChange: fn(), description: 'Headings, lists, quotes, links and images by address.' },
  // The editor is fetched before the story draws, so its play function never meets the placeholder.
  loaders: [preloadRichTextEditor],
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const editor = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: 'Body' });

/** A body with a heading, a list, a link and an Urdu paragraph shown right to left. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = await editor(canvasElement);
    await expect(within(body).getByRole('heading', { level: 2, name: 'Iftar plan' })).toBeVisible();
    await expect(body.querySelector('p[dir=rtl]')).toHaveTextContent('افطار');
    await expect(within(canvasElement).getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
};

/** Empty; typing a heading and a list reports the HTML. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await editor(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'H2 heading' }));
    await userEvent.keyboard('Eid{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await userEvent.keyboard('Prayer');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<h2[^>]*>Eid<\/h2><ul[^>]*><li[^>]*><p[^>]*>Prayer<\/p><\/li><\/ul>/)));
  },
};

/** The toolbar is one tab stop; the arrow keys move along it, and each button says what it does. */
export const KeyboardToolbar: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await editor(canvasElement));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Image' })).toHaveFocus();
    // Remove link is disabled outside a link, so the arrow skips it.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveFocus();
  },
};

/** The right-to-left button sets a paragraph's direction by hand. */
export const RightToLeft: Story = {
  args: { value: '<p>Salam</p>' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await editor(canvasElement));
    const toggle = within(canvasElement).getByRole('button', { name: 'Right to left paragraph' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p dir="rtl">Salam</p>'));
  },
};

/** A link needs a web or mail address: a script address is refused with words. */
export const LinkRefusesScript: Story = {
  args: { value: '<p>Read more</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await editor(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Link address' }), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Enter an address starting with https://, http:// or mailto:')).toBeVisible();
  },
};

/** An image is added by its web address with a description. */
export const AddImage: Story = {
  args: { value: '<p>Lanterns</p>' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await editor(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Image' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image address' }), 'https://example.org/lantern.png');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image description' }), 'A lantern');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<img[^>]* src="https:\/\/example\.org\/lantern\.png"/)));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<img[^>]* alt="A lantern"/));
  },
};

/** While the form is busy nothing can be changed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(await editor(canvasElement)).toHaveAttribute('contenteditable', 'false');
    await expect(within(canvasElement).getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};

/** The toolbar in Urdu, right to left. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('toolbar', { name: 'فارمیٹنگ' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'دائیں سے بائیں پیراگراف' })).toBeVisible();
  },
};
