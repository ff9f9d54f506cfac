import { createElement, useMemo, type ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import './rich-text.css';

/** The elements rich text may show, and the attributes each may keep. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: ['dir'],
  h1: ['dir'],
  h2: ['dir'],
  h3: ['dir'],
  h4: ['dir'],
  h5: ['dir'],
  h6: ['dir'],
  blockquote: ['dir'],
  ul: ['dir'],
  ol: ['dir', 'start'],
  li: ['dir'],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  code: [],
  pre: [],
  br: [],
  hr: [],
};
/** Elements whose content is not text to show. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript', 'textarea', 'select']);
const VOID = new Set(['br', 'hr', 'img']);
const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);

const isWebAddress = (value: string) => /^https?:\/\//i.test(value.trim());
const isLinkAddress = (value: string) => isWebAddress(value) || /^mailto:/i.test(value.trim());

/** The attributes of `element` that are allowed, with safe values only, as React props. */
function propsOf(element: Element, tag: string, key: number): Record<string, string | number> {
  const props: Record<string, string | number> = { key };
  for (const name of ALLOWED[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (name === 'dir' && !DIRECTIONS.has(value.toLowerCase())) continue;
    if (name === 'href' && !isLinkAddress(value)) continue;
    if (name === 'src' && !isWebAddress(value)) continue;
    if ((name === 'start' || name === 'width' || name === 'height') && !/^\d{1,5}$/.test(value)) continue;
    props[name] = value;
  }
  // A picture is asked for without naming the panel page that shows it (the server keeps only its own stored ones).
  if (tag === 'img') props.referrerPolicy = 'no-referrer';
  if (tag === 'a' && props.href) {
    props.rel = 'noopener noreferrer';
    props.target = '_blank';
  }
  return props;
}

/** React nodes for the children of `parent`: text as text, allowed elements as themselves, others by their content alone. */
function nodesOf(parent: Node): ReactNode[] {
  return [...parent.childNodes].flatMap((node, index): ReactNode[] => {
    if (node.nodeType === Node.TEXT_NODE) return [node.textContent];
    if (node.nodeType !== Node.ELEMENT_NODE) return [];
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) return [];
    if (!(tag in ALLOWED)) return nodesOf(element);
    if (tag === 'img' && !isWebAddress(element.getAttribute('src') ?? '')) return [];
    const props = propsOf(element, tag, index);
    return [VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...nodesOf(element))];
  });
}

export interface SafeHtmlProps {
  /** Rich text HTML (already sanitised by the server; it is filtered again here). */
  html: string;
  /** Extra classes for the outer element, which keeps the rich text styles; for placement only. */
  className?: string;
  /** The language of the text, where it is not the page's. */
  lang?: string;
}

/**
 * Shows rich text HTML without ever handing it to the browser as markup: it is parsed inert (a parsed
 * document runs no script), then only allowed elements and attributes are rebuilt as React elements.
 * A script, an event handler or a `javascript:` address therefore cannot run, whatever the HTML says.
 */
export function SafeHtml({ html, className, lang }: SafeHtmlProps) {
  const nodes = useMemo(() => nodesOf(new DOMParser().parseFromString(html, 'text/html').body), [html]);
  return (
    <div className={cn('rich-text', className)} lang={lang}>
      {nodes}
    </div>
  );
}
