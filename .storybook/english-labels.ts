import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CDPSession, Page } from 'playwright';

/**
 * The Urdu interface names everything in Urdu, including what react-aria would announce by itself. React-aria
 * has no Urdu strings and would fall back to English ("Clear search", "DropZone", "Selected Date: …"), so the
 * design system gives react-aria an Urdu dictionary (`src/shared/i18n/react-aria`) and its own Urdu labels. After each story shown in Urdu, the page's accessibility
 * tree is read from Chromium and a node whose name or description is one of react-aria's English strings
 * fails the story, naming the node.
 *
 * The list is react-aria's own English string files, read once: a string added by an update is checked
 * without anyone listing it. Users' own English words (a course title on an Urdu page) are not flagged: a
 * one-word string ("day", "Next") counts only as the whole name or at its start before a comma (how react-aria
 * writes a date segment's name, "year, Start date"), and a longer one only as whole words.
 */

const ROOT = process.cwd();
const requireHere = createRequire(`${ROOT}/`);

/** Folders of `<package>/en-US.cjs` files, and the one file of react-aria-components' own strings. */
const STRING_FOLDERS = ['node_modules/react-aria/dist/private/intl', 'node_modules/react-stately/dist/private/intl'];
const OWN_STRINGS = 'node_modules/react-aria-components/dist/private/intl/en-US.cjs';
/** Colour names ("red", "dark") are only said by colour pickers, which the panel has none of. */
const LEFT_OUT = new Set(['color']);

const MARK = '\u0000';

type Message = string | ((args: Record<string, unknown>, formatter: unknown) => string);

/** A message with its placeholders, plurals and choices written as MARK. */
function template(message: Message): string {
  if (typeof message === 'string') return message;
  const args = new Proxy({}, { get: () => MARK });
  const pick = (options: Record<string, Message | (() => string)>) => {
    const chosen = options.other ?? Object.values(options)[0];
    return typeof chosen === 'function' ? (chosen as () => string)() : chosen;
  };
  const formatter = {
    plural: (_count: unknown, options: Record<string, Message>) => pick(options),
    select: (options: Record<string, Message>) => pick(options),
    number: () => MARK,
  };
  return message(args, formatter);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface EnglishString {
  text: string;
  pattern: RegExp;
}

/** A regular expression for one message, or none when its words are too few to tell it from anything else. */
function toEnglishString(message: Message): EnglishString | undefined {
  const text = template(message).trim();
  const words = text.split(MARK).join(' ').match(/[A-Za-z]{2,}/g) ?? [];
  // "… to …" (a range) says too little to be told from anyone's words.
  if (words.join('').length < 4) return undefined;
  const body = text.split(MARK).map(escape).join('.+?');
  // "DropZone", "AM/PM": one word, but never an ordinary one.
  const unusual = /[a-z][A-Z]|[A-Z]{2}/.test(text);
  const pattern =
    words.length > 1 ? new RegExp(`(?:^|\\b|\\s)${body}(?=$|\\W)`) : new RegExp(`^${body}(?=$|,\\s${unusual ? '|\\s' : ''})`);
  return { text: text.split(MARK).join('…'), pattern };
}

let englishStrings: EnglishString[] | undefined;

/** Every English string of react-aria, react-stately and react-aria-components, read once per worker. */
export function reactAriaEnglishStrings(): EnglishString[] {
  if (englishStrings) return englishStrings;
  const files = STRING_FOLDERS.flatMap((folder) =>
    readdirSync(`${ROOT}/${folder}`)
      .filter((name) => !LEFT_OUT.has(name) && existsSync(`${ROOT}/${folder}/${name}/en-US.cjs`))
      .map((name) => `${ROOT}/${folder}/${name}/en-US.cjs`),
  );
  files.push(`${ROOT}/${OWN_STRINGS}`);
  const messages = files.flatMap((file) => Object.values(requireHere(file) as Record<string, Message>));
  englishStrings = [...new Set(messages)]
    .map(toEnglishString)
    .filter((each): each is EnglishString => Boolean(each));
  if (englishStrings.length < 50) throw new Error(`Only ${englishStrings.length} of react-aria's English strings were found: have its files moved?`);
  return englishStrings;
}

interface AXValue {
  value?: unknown;
}
interface AXNode {
  ignored?: boolean;
  role?: AXValue;
  name?: AXValue;
  description?: AXValue;
  backendDOMNodeId?: number;
}

const sessions = new WeakMap<Page, CDPSession>();
async function sessionFor(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** The element behind an accessibility node, written as a short selector: `button#id.class`. */
async function describeElement(session: CDPSession, backendNodeId: number | undefined): Promise<string> {
  if (backendNodeId === undefined) return '';
  try {
    const { node } = await session.send('DOM.describeNode', { backendNodeId });
    const attributes: string[] = node.attributes ?? [];
    const attribute = (name: string) => attributes[attributes.indexOf(name) + 1];
    const id = attributes.includes('id') ? `#${attribute('id')}` : '';
    const className = attributes.includes('class') ? `.${attribute('class').trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    return ` <${node.localName}${id}${className}>`;
  } catch {
    return '';
  }
}

/**
 * Whether a node is inside react-aria's live announcer. Its messages outlive the story that caused them (an
 * English story's announcement is still there when the next, Urdu, story is checked), so they are left out.
 */
async function isAnnouncement(session: CDPSession, backendNodeId: number | undefined): Promise<boolean> {
  if (backendNodeId === undefined) return false;
  try {
    const { object } = await session.send('DOM.resolveNode', { backendNodeId });
    if (!object.objectId) return false;
    const { result } = await session.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: 'function () { const element = this.nodeType === 1 ? this : this.parentElement; return Boolean(element?.closest("[data-live-announcer]")); }',
      returnByValue: true,
    });
    await session.send('Runtime.releaseObject', { objectId: object.objectId });
    return result.value === true;
  } catch {
    return false;
  }
}

/**
 * Fails when the page is in Urdu and a node of its accessibility tree is named or described with one of
 * react-aria's English strings; the message names each such node and the string.
 */
export async function checkUrduAccessibleNames(page: Page, storyName: string): Promise<void> {
  const isUrdu = await page.evaluate(() => document.documentElement.lang === 'ur');
  if (!isUrdu) return;
  // react-aria's live announcer removes each message 7 s after it came: one removed between reading the
  // tree and asking where a node sits could not be told apart from the page's own text. Its messages are
  // not checked, so they are cleared before the tree is read.
  await page.evaluate(() => document.querySelectorAll('[data-live-announcer] [role="log"] > *').forEach((message) => message.remove()));
  const strings = reactAriaEnglishStrings();
  const session = await sessionFor(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const found: string[] = [];
  for (const node of nodes) {
    // A text box repeats the words of its static text, which is checked.
    if (node.ignored || node.role?.value === 'InlineTextBox') continue;
    for (const property of ['name', 'description'] as const) {
      const value = node[property]?.value;
      if (typeof value !== 'string' || !/[A-Za-z]{2}/.test(value)) continue;
      const english = strings.find((each) => each.pattern.test(value));
      if (!english || (await isAnnouncement(session, node.backendDOMNodeId))) continue;
      const element = await describeElement(session, node.backendDOMNodeId);
      found.push(`- ${String(node.role?.value ?? 'node')}${element} has the ${property} "${value}": react-aria's English "${english.text}"`);
    }
  }
  if (found.length > 0) {
    throw new Error(
      `${storyName} is shown in Urdu, but assistive tech would announce react-aria's English:\n${found.join('\n')}\n` +
        "Add the string's Urdu to URDU_ARIA_STRINGS (src/shared/i18n/react-aria/urdu.ts), or give the component an Urdu label from the catalogue.",
    );
  }
}
