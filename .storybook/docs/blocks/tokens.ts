// The design tokens as the app declares them: the `@theme` block of the app's style sheet, read when the
// Storybook is built, so a token changed there is changed on the design language pages too.
import appStyles from '../../../src/app/styles/index.css?raw';

export interface Token {
  /** The CSS variable, `--color-brand-600`. */
  variable: string;
  /** The name a utility uses, `brand-600` (as in `bg-brand-600`). */
  name: string;
  value: string;
}

const themeBlock = /@theme\s*\{([\s\S]*?)\n\}/.exec(appStyles)?.[1] ?? '';

/** Every token of the `@theme` block, in the order written there. */
export const THEME_TOKENS: readonly Token[] = [...themeBlock.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(
  ([, variable = '', value = '']) => ({ variable, name: variable.replace(/^--[a-z]+-/, ''), value: value.trim() }),
);

/** The tokens of one kind: `color`, `font`, `radius`, `shadow`. */
export const tokensOf = (kind: string) => THEME_TOKENS.filter((token) => token.variable.startsWith(`--${kind}-`));

/** The relative luminance of a `#rrggbb` colour (WCAG 2.2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((channel) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What WCAG allows at a contrast ratio: AA for body text needs 4.5, large text and controls 3. */
export function contrastGrade(ratio: number): 'AAA' | 'AA' | 'AA large' | 'fails' {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'fails';
}
