import { Unstyled } from '@storybook/addon-docs/blocks';
import { contrastGrade, contrastRatio, tokensOf, type Token } from './tokens';

const colours = tokensOf('color');
const valueOf = (name: string) => colours.find((token) => token.name === name)?.value ?? '#000000';

/** A pair's contrast and grade; `isQuiet` for a swatch's figures, where a light tint failing as text is expected. */
function Ratio({ foreground, background, isQuiet = false }: { foreground: string; background: string; isQuiet?: boolean }) {
  const ratio = contrastRatio(valueOf(foreground), valueOf(background));
  const grade = contrastGrade(ratio);
  return (
    <span className={grade === 'fails' && !isQuiet ? 'font-semibold text-danger-700' : 'text-ink'}>
      {ratio.toFixed(2)} : 1 <span className="text-ink-muted">({grade})</span>
    </span>
  );
}

function Swatch({ token }: { token: Token }) {
  return (
    <li className="flex items-center gap-3 rounded-card border border-border bg-surface p-2">
      <span aria-hidden="true" className="size-12 shrink-0 rounded-control border border-border" style={{ background: `var(${token.variable}, ${token.value})` }} />
      <span className="min-w-0 text-sm">
        <code className="font-mono text-ink">{token.name}</code>
        <br />
        <span className="font-mono text-ink-muted">{token.value}</span>
        <br />
        <span className="text-xs text-ink-muted">
          as text on surface <Ratio isQuiet foreground={token.name} background="surface" /> · ink text on it <Ratio isQuiet foreground="ink" background={token.name} />
        </span>
      </span>
    </li>
  );
}

/** Every colour token of the app's `@theme`, with its contrast against the page's surface and its ink. */
export function ColourSwatches() {
  return (
    <Unstyled>
      <ul className="grid list-none grid-cols-1 gap-2 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {colours.map((token) => (
          <Swatch key={token.variable} token={token} />
        ))}
      </ul>
    </Unstyled>
  );
}

/** A text colour on a background, as the components pair them, and what it is used for. */
export interface ColourPair {
  foreground: string;
  background: string;
  use: string;
  /** A border or a ring rather than text: drawn as one, and held to 3 : 1. */
  isGraphic?: boolean;
}

/** The pairs the components use, each shown and measured with the tokens' current values. */
export function ContrastPairs({ pairs }: { pairs: readonly ColourPair[] }) {
  return (
    <Unstyled>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border text-start">
            <th scope="col" className="p-2 text-start">Sample</th>
            <th scope="col" className="p-2 text-start">Text on background</th>
            <th scope="col" className="p-2 text-start">Contrast</th>
            <th scope="col" className="p-2 text-start">Used for</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map(({ foreground, background, use, isGraphic }) => (
            <tr key={`${foreground}/${background}`} className="border-b border-border">
              <td className="p-2">
                {isGraphic ? (
                  <span aria-hidden="true" className="inline-block h-8 w-16 rounded-control border-2" style={{ borderColor: valueOf(foreground), background: valueOf(background) }} />
                ) : (
                  <span className="inline-block rounded-control px-3 py-1" style={{ color: valueOf(foreground), background: valueOf(background) }}>
                    Aa اردو
                  </span>
                )}
              </td>
              <td className="p-2 font-mono">
                {foreground} on {background}
              </td>
              <td className="p-2">
                <Ratio foreground={foreground} background={background} />
              </td>
              <td className="p-2">{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Unstyled>
  );
}
