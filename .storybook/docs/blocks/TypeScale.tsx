import { Unstyled } from '@storybook/addon-docs/blocks';
import { useLayoutEffect, useRef, useState } from 'react';
import { tokensOf } from './tokens';

/** The sizes the components use, smallest first (Tailwind's scale; the app's `@theme` keeps its values). */
const SIZES = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl', 'text-3xl'] as const;

const SCRIPTS = [
  { label: 'Latin (Inter)', lang: 'en', dir: 'ltr', sample: 'Courses and lessons' },
  { label: 'Naskh (Arabic titles)', lang: 'ar', dir: 'rtl', sample: 'بسم الله الرحمن الرحيم' },
  { label: 'Nastaliq (Urdu)', lang: 'ur', dir: 'rtl', sample: 'کورسز اور اسباق' },
] as const;

/** The size and line height the browser gave an element, read after it is drawn. */
function useMeasured() {
  const ref = useRef<HTMLSpanElement>(null);
  const [measured, setMeasured] = useState('');
  useLayoutEffect(() => {
    if (!ref.current) return;
    const style = getComputedStyle(ref.current);
    setMeasured(`${style.fontSize} / ${style.lineHeight}`);
  }, []);
  return [ref, measured] as const;
}

function ScaleRow({ size }: { size: (typeof SIZES)[number] }) {
  const [ref, measured] = useMeasured();
  return (
    <tr className="border-b border-border align-top">
      <th scope="row" className="p-2 text-start font-normal">
        <code className="font-mono text-sm">{size}</code>
        <br />
        <span className="text-xs text-ink-muted">{measured}</span>
      </th>
      {SCRIPTS.map((script, index) => (
        <td key={script.lang} className="p-2">
          <span ref={index === 0 ? ref : undefined} lang={script.lang} dir={script.dir} className={`${size} block`} style={script.lang === 'ur' ? { fontFamily: 'var(--font-urdu)', lineHeight: 1.9 } : undefined}>
            {script.sample}
          </span>
        </td>
      ))}
    </tr>
  );
}

/** The type scale in the panel's three scripts, side by side. */
export function TypeScale() {
  return (
    <Unstyled>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-2 text-start text-sm">Size / line height</th>
            {SCRIPTS.map((script) => (
              <th key={script.lang} scope="col" className="p-2 text-start text-sm">
                {script.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SIZES.map((size) => (
            <ScaleRow key={size} size={size} />
          ))}
        </tbody>
      </table>
    </Unstyled>
  );
}

/** The font tokens of the app's `@theme`, each drawn in its own face. */
export function FontTokens() {
  return (
    <Unstyled>
      <ul className="grid list-none gap-2 p-0">
        {tokensOf('font').map((token) => (
          <li key={token.variable} className="rounded-card border border-border bg-surface p-3">
            <code className="font-mono text-sm">{token.variable}</code>
            <span className="ms-3 text-xs text-ink-muted">{token.value}</span>
            <span className="mt-1 block text-lg" style={{ fontFamily: `var(${token.variable})` }}>
              Panel 123 · پینل ۱۲۳ · لوحة
            </span>
          </li>
        ))}
      </ul>
    </Unstyled>
  );
}
