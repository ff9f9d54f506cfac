import { SERVER_MESSAGES, type ServerMessageCode, type ServerMessageParams } from './catalogue';

/** A message as its code and the values it was filled with. */
export interface ServerMessageRef {
  code: ServerMessageCode;
  params?: ServerMessageParams;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  code: ServerMessageCode;
  names: string[];
  matcher: RegExp;
  /** Characters that are not placeholders: the more, the more specific the pattern. */
  fixedLength: number;
}

const entries = Object.entries(SERVER_MESSAGES) as [ServerMessageCode, string][];

/** Messages without placeholders, by their words; of two codes with the same words the first is kept. */
const exact = new Map<string, ServerMessageCode>();
const patterns: Pattern[] = [];
for (const [code, template] of entries) {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (names.length === 0) {
    if (!exact.has(template)) exact.set(template, code);
    continue;
  }
  const source = template.split(PLACEHOLDER).map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part))).join('');
  patterns.push({ code, names, matcher: new RegExp(`^${source}$`, 's'), fixedLength: template.replace(PLACEHOLDER, '').length });
}
// The most specific pattern is tried first: 'must be at least {{n}} characters.' before 'must be at least {{n}}.'.
patterns.sort((a, b) => b.fixedLength - a.fixedLength);

/** The code (and filled-in values) of words the server sends, or undefined for words the catalogue lacks. */
export function recogniseServerMessage(text: string): ServerMessageRef | undefined {
  const code = exact.get(text);
  if (code) return { code };
  for (const pattern of patterns) {
    const match = pattern.matcher.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1]!]));
    return { code: pattern.code, params };
  }
  return undefined;
}

/** A code's English words with its placeholders filled in (a value left out keeps its placeholder). */
export function englishServerMessage(code: ServerMessageCode, params: ServerMessageParams = {}): string {
  return SERVER_MESSAGES[code].replace(PLACEHOLDER, (placeholder, name: string) => params[name] ?? placeholder);
}
