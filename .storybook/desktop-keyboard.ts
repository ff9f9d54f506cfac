// react-aria's on-screen keyboard guess, as the Storybook's build gives it to react-aria (see
// `noOnScreenKeyboard` in .storybook/main.ts). A story is drawn in a desktop browser, where no on-screen
// keyboard opens; react-aria guesses one opened when the page grows 100 px shorter after a text field had
// focus, which is what the story runner's resizes between stories look like. From then on it kept every
// popover opened from a text field hidden for 600 ms, waiting for that keyboard, and the story looking
// for the popover's options failed or not by the machine's speed. Here no keyboard is ever open.
// @ts-expect-error -- the original module, reached by the id the plugin gives it; it has no types of its own.
import * as guess from 'react-aria-original-keyboard';

export const willOpenKeyboard: (target: Element | null) => boolean = guess.willOpenKeyboard;
export const isCtrlKeyPressed: (event: KeyboardEvent | MouseEvent) => boolean = guess.isCtrlKeyPressed;
export const supportsKeyboard = (): boolean => false;
export const isKeyboardOpen = (): boolean => false;
