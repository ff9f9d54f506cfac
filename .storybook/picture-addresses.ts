import type { SetupWorker } from 'msw/browser';

/**
 * One picture an address, for every story a page draws. Chromium keeps the pictures a document has shown
 * by address: a later story that serves other bytes at an address an earlier one served is never asked
 * for them, and shows the earlier picture, whether or not the cache is disabled. The story runner keeps a
 * page for many story files, so such a story would show another file's picture. This names it instead.
 *
 * The mocked pictures each story is served are noted as MSW answers them. After a story has drawn,
 * `shownPictureProblems` looks at every picture it shows that it was not served itself: that address was
 * served to an earlier story, so it asks the story's own handlers for it again and compares the bytes.
 */

interface Served {
  digest: string;
  story: string;
}

/** The bytes last served at each address, and by which story. */
const lastServed = new Map<string, Served>();
/** Addresses the story now drawing was served itself. */
const servedToThisStory = new Set<string>();
let story = '';
/** Marks the check's own requests, which are not a story's. */
const CHECK_HEADER = 'x-story-picture-check';

async function digestOf(response: Response): Promise<string> {
  const bytes = await response.arrayBuffer();
  const hash = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isPicture = (response: Response) => response.headers.get('content-type')?.startsWith('image/') ?? false;

/** Notes each mocked picture the worker serves, with the story it was served to. */
export function notePicturesServed(worker: SetupWorker): void {
  worker.events.on('response:mocked', ({ request, response }) => {
    if (!isPicture(response) || request.headers.has(CHECK_HEADER)) return;
    const servedTo = story;
    servedToThisStory.add(request.url);
    void digestOf(response.clone()).then((digest) => lastServed.set(request.url, { digest, story: servedTo }));
  });
}

/** Called as a story begins to draw. */
export function startNotingPictures(name: string): void {
  story = name;
  servedToThisStory.clear();
}

/**
 * Pictures the story shows from an earlier story's answer that its own handlers answer otherwise, each as
 * a sentence naming both stories.
 */
export async function shownPictureProblems(): Promise<string[]> {
  const shown = new Set([...document.images].map((image) => image.currentSrc).filter(Boolean));
  const problems: string[] = [];
  for (const address of shown) {
    const earlier = lastServed.get(address);
    if (!earlier || servedToThisStory.has(address)) continue;
    const reply = await fetch(address, { cache: 'no-store', headers: { [CHECK_HEADER]: '1' } });
    if (!reply.ok || !isPicture(reply)) continue;
    if ((await digestOf(reply)) === earlier.digest) continue;
    problems.push(
      `"${story}" shows the picture "${earlier.story}" was served at ${address}, not its own: Chromium keeps a page's pictures by address. Serve each picture of the catalogue at an address of its own.`,
    );
  }
  return problems;
}
