import { Unstyled } from '@storybook/addon-docs/blocks';
import { tokensOf } from './tokens';

/** Spacing steps the components use, as multiples of Tailwind's `--spacing` unit (0.25rem). */
const STEPS = [1, 1.5, 2, 3, 4, 6, 8, 12] as const;

/** The spacing scale: each step drawn as a bar of its width. */
export function SpacingScale() {
  return (
    <Unstyled>
      <ul className="grid list-none gap-1 p-0">
        {STEPS.map((step) => (
          <li key={step} className="flex items-center gap-3 text-sm">
            <code className="w-16 font-mono">{step}</code>
            <span className="w-20 text-ink-muted">{step * 4} px</span>
            <span aria-hidden="true" className="h-3 rounded-sm bg-brand-500" style={{ width: `calc(var(--spacing, 0.25rem) * ${step})` }} />
          </li>
        ))}
      </ul>
    </Unstyled>
  );
}

/** The radius and shadow tokens of the app's `@theme`, each on a sample card. */
export function ShapeTokens() {
  return (
    <Unstyled>
      <ul className="flex list-none flex-wrap gap-6 p-0">
        {[...tokensOf('radius'), ...tokensOf('shadow')].map((token) => {
          const isShadow = token.variable.startsWith('--shadow');
          const style = isShadow ? { boxShadow: `var(${token.variable})`, borderRadius: 'var(--radius-card)' } : { borderRadius: `var(${token.variable})` };
          return (
            <li key={token.variable} className="w-48">
              <span aria-hidden="true" className="block h-20 border border-border bg-surface" style={style} />
              <code className="mt-2 block font-mono text-sm">{token.variable}</code>
              <span className="text-xs text-ink-muted">{token.value}</span>
            </li>
          );
        })}
      </ul>
    </Unstyled>
  );
}
