/**
 * The page between two stories. The story runner keeps one page per worker for all its story files, so
 * whatever a story leaves in the page meets every story after it, in this file and the next. Before each
 * story (the last one has been unmounted by then) the page is put back as it was when the first story
 * began, and what a story could only have left there by a mistake of its own is reported by name:
 *
 * - reset quietly, as a browser tab forgets them: storage, cookies, IndexedDB, the address, the scroll;
 * - reported and then undone: a global the story replaced and did not put back (a stand-in for
 *   `Notification`, a patched prototype), an interval still running, an element left in the body, a
 *   style left on the document.
 *
 * The module-wide state of the panel is each story's own already: the decorator gives it a new SWR cache,
 * jotai store and language, the toasts are dismissed, and the MSW add-on resets its handlers.
 */

/** Objects whose own properties a story might replace to stand in for the browser. */
function watchedObjects(): [string, object][] {
  const watched: [string, object | undefined][] = [
    ['window', window],
    ['document', document],
    ['navigator', navigator],
    ['navigator.mediaDevices', navigator.mediaDevices],
    ['Window.prototype', Window.prototype],
    ['Document.prototype', Document.prototype],
    ['Navigator.prototype', Navigator.prototype],
    ['MediaDevices.prototype', globalThis.MediaDevices?.prototype],
    ['EventTarget.prototype', EventTarget.prototype],
    ['Node.prototype', Node.prototype],
    ['Element.prototype', Element.prototype],
    ['HTMLElement.prototype', HTMLElement.prototype],
    ['HTMLMediaElement.prototype', HTMLMediaElement.prototype],
    ['HTMLCanvasElement.prototype', HTMLCanvasElement.prototype],
    ['Storage.prototype', Storage.prototype],
    ['Date', Date],
    ['Math', Math],
    ['Intl', Intl],
    ['URL', URL],
  ];
  return watched.filter((entry): entry is [string, object] => entry[1] !== undefined);
}

type Descriptors = Map<PropertyKey, PropertyDescriptor>;

const ownDescriptors = (target: object): Descriptors =>
  new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor]));

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  Object.is(a.value, b.value) && a.get === b.get && a.set === b.set;

/**
 * Properties the page's own tools add or replace as stories run, not a story: Storybook's hooks and the
 * test runner's, React's act flag and listening mark, axe (and its `elementsFromPoint`), and user-event's
 * clipboard stand-in, which it puts on `navigator` again for every story it types in.
 */
const TOOLS_PROPERTIES: Record<string, RegExp> = {
  window: /^(__|STORYBOOK_|axe$|IS_REACT_ACT_ENVIRONMENT$)/,
  document: /^(_reactListening|elementsFromPoint$)/,
  navigator: /^clipboard$/,
};
const isToolsProperty = (name: string, key: PropertyKey) => typeof key === 'string' && (TOOLS_PROPERTIES[name]?.test(key) ?? false);

interface Baseline {
  objects: [string, object, Descriptors][];
  bodyChildren: Set<Element>;
  htmlAttributes: Map<string, string>;
  bodyStyle: string;
  address: string;
}

let baseline: Baseline | undefined;

/** Intervals the stories started, with the story that started each and when; `setInterval` is wrapped to know them. */
const runningIntervals = new Map<number, { story: string; started: number }>();
let currentStory: string | undefined;
const realSetInterval = window.setInterval.bind(window);
const realClearInterval = window.clearInterval.bind(window);
window.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
  const id = realSetInterval(handler, timeout, ...rest);
  if (currentStory) runningIntervals.set(id, { story: currentStory, started: performance.now() });
  return id;
}) as typeof window.setInterval;
window.clearInterval = (id?: number) => {
  if (id !== undefined) runningIntervals.delete(id);
  realClearInterval(id);
};

/**
 * An interval a library runs for a moment and then stops itself (react-aria watches for an on-screen
 * keyboard for 600 ms) may outlive the story by a little, and stopping it from outside would leave the
 * library waiting for it for good. An interval still running a second after it started is a leak.
 */
const INTERVAL_GRACE_MS = 1_000;

const attributesOf = (element: Element) =>
  new Map(
    [...element.attributes]
      .filter((attribute) => !(attribute.name === 'style' && attribute.value.trim() === ''))
      .map((attribute) => [attribute.name, attribute.value]),
  );

/** Attributes the stories set on purpose: the decorator gives `<html>` the story's `lang` and `dir`. */
const LANGUAGE_ATTRIBUTES = new Set(['lang', 'dir']);

function takeBaseline(): Baseline {
  return {
    objects: watchedObjects().map(([name, target]) => [name, target, ownDescriptors(target)]),
    bodyChildren: new Set(document.body.children),
    htmlAttributes: attributesOf(document.documentElement),
    bodyStyle: bodyStyle(),
    address: location.href,
  };
}

/** Puts back replaced or added properties of the watched objects; returns what was found. */
function restoreGlobals(objects: Baseline['objects']): string[] {
  const found: string[] = [];
  for (const [name, target, before] of objects) {
    for (const key of Reflect.ownKeys(target)) {
      const label = `${name}.${String(key)}`;
      const now = Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor;
      const then = before.get(key);
      if (isToolsProperty(name, key)) continue;
      if (!then) {
        found.push(`added ${label}`);
        if (now.configurable) Reflect.deleteProperty(target, key);
      } else if (!sameDescriptor(now, then)) {
        found.push(`replaced ${label}`);
        if (now.configurable) Object.defineProperty(target, key, then);
      }
    }
    for (const [key, then] of before) {
      if (Object.getOwnPropertyDescriptor(target, key)) continue;
      found.push(`removed ${name}.${String(key)}`);
      Object.defineProperty(target, key, then);
    }
  }
  return found;
}

/** Puts an element's attributes back as they were; returns the names that differed. */
function restoreAttributes(element: Element, before: Map<string, string>, label: string): string[] {
  const found: string[] = [];
  const now = attributesOf(element);
  for (const [name, value] of now) {
    if (LANGUAGE_ATTRIBUTES.has(name) && element === document.documentElement) continue;
    if (before.get(name) === value) continue;
    found.push(`${label}[${name}="${value.slice(0, 60)}"]`);
    if (before.has(name)) element.setAttribute(name, before.get(name) as string);
    else element.removeAttribute(name);
  }
  for (const [name, value] of before) {
    if (now.has(name)) continue;
    found.push(`${label} lost [${name}]`);
    element.setAttribute(name, value);
  }
  return found;
}

/**
 * The body's inline style (a scroll lock left on): its classes are Storybook's, which shows the story or
 * its error by them, and its `filter` is the accessibility add-on's vision simulator.
 */
const bodyStyle = () =>
  document.body.style.cssText
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration && !declaration.startsWith('filter'))
    .join('; ');

function restoreBodyStyle(before: string): string[] {
  const now = bodyStyle();
  if (now === before) return [];
  document.body.style.cssText = before;
  return [`<body style="${now.slice(0, 60)}">`];
}

/** Elements a story added to the body and its unmount did not take away; react-aria's announcer stays by design. */
function removeStrayElements(before: Set<Element>): string[] {
  const found: string[] = [];
  for (const element of [...document.body.children]) {
    if (before.has(element) || element.hasAttribute('data-live-announcer')) continue;
    found.push(`left <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> in the body`);
    element.remove();
  }
  return found;
}

async function stopLeakedIntervals(): Promise<string[]> {
  const youngest = Math.max(0, ...[...runningIntervals.values()].map(({ started }) => started));
  const wait = youngest + INTERVAL_GRACE_MS - performance.now();
  if (runningIntervals.size > 0 && wait > 0) await new Promise((done) => setTimeout(done, wait));
  const found = [...runningIntervals.values()].map(({ story }) => `an interval started by "${story}" still running`);
  for (const id of runningIntervals.keys()) realClearInterval(id);
  runningIntervals.clear();
  return found;
}

async function forgetStorage(address: string) {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise((done) => {
          if (!name) return done(undefined);
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => done(undefined);
        }),
    ),
  );
  if (location.href !== address) history.replaceState(null, '', address);
  window.scrollTo(0, 0);
}

/**
 * Called before each story renders, with the story's name. Throws, naming the story before it, when that
 * story left something behind; the page is put back either way, so the stories after run as if it had not.
 */
export async function resetPageBeforeStory(story: string): Promise<void> {
  const previous = currentStory;
  currentStory = undefined;
  const found: string[] = [];
  if (baseline) {
    found.push(
      ...restoreGlobals(baseline.objects),
      ...(await stopLeakedIntervals()),
      ...removeStrayElements(baseline.bodyChildren),
      ...restoreAttributes(document.documentElement, baseline.htmlAttributes, '<html>'),
      ...restoreBodyStyle(baseline.bodyStyle),
    );
    await forgetStorage(baseline.address);
  } else {
    await forgetStorage(location.href);
    baseline = takeBaseline();
  }
  currentStory = story;
  if (found.length > 0) {
    throw new Error(`The story "${previous}" left the page changed after it was unmounted: ${found.join('; ')}. It was put back for the stories after it; make the story undo what it changes (a beforeEach returning its clean-up).`);
  }
}
