import { z } from 'zod';

/** What the video host answered that ends a sync: its words, kept in the run's log for staff to read. */
export class HostRefusal extends Error {}

/** Where Vimeo's REST API answers; VIDEO_HOST_URL names it (or another host answering the same calls). */
export const VIMEO_API_ORIGIN = 'https://api.vimeo.com';

/** The fields the sync asks for, so Vimeo sends only those. */
const FIELDS = 'uri,name,description,duration,created_time,tags.name,pictures.sizes,metadata.connections.likes.total';
const PER_PAGE = 100;
/** A longer catalogue than this is taken as a host that never ends its paging. */
const MAX_PAGES = 1000;
const TIMEOUT_MS = 15_000;
const ATTEMPTS = 4;

/** One video of `GET /me/videos`, in the fields the sync reads; whatever else it carries is left. */
const hostVideo = z.object({
  uri: z.string().regex(/\/videos\/\d+$/),
  name: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  duration: z.number().nullable().optional(),
  created_time: z.string(),
  tags: z.array(z.object({ name: z.string() })).nullable().optional(),
  pictures: z.object({ sizes: z.array(z.object({ width: z.number().optional(), link: z.string() })).nullable().optional() }).nullable().optional(),
  metadata: z.object({ connections: z.object({ likes: z.object({ total: z.number() }).nullable().optional() }).nullable().optional() }).nullable().optional(),
});

const videosPage = z.object({
  total: z.number().optional(),
  paging: z.object({ next: z.string().nullable().optional() }).optional(),
  data: z.array(hostVideo),
});

/** A video as the sync stores it. */
export interface SyncedVideo {
  externalId: string;
  title: string;
  description: string;
  tags: string[];
  /** The widest picture's address, or null. */
  thumbnailUrl: string | null;
  /** ISO 8601 in UTC. */
  createdAt: string;
  likes: number | null;
}

const toSyncedVideo = (video: z.infer<typeof hostVideo>): SyncedVideo => {
  const sizes = [...(video.pictures?.sizes ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
  const created = Date.parse(video.created_time);
  return {
    externalId: video.uri.split('/').pop()!,
    title: (video.name ?? '').trim() || video.uri,
    description: video.description ?? '',
    tags: (video.tags ?? []).map((tag) => tag.name),
    thumbnailUrl: sizes[0]?.link ?? null,
    createdAt: Number.isFinite(created) ? new Date(created).toISOString() : new Date(0).toISOString(),
    likes: video.metadata?.connections?.likes?.total ?? null,
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The host's own words in a refused answer (Vimeo's `error` and `developer_message`), short. */
async function hostWords(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; developer_message?: unknown };
    const words = [body.error, body.developer_message].filter((part): part is string => typeof part === 'string' && part.length > 0).join(' ');
    return `${(words || text || response.statusText).slice(0, 300)} (${response.status})`;
  } catch {
    return `${(text || response.statusText).slice(0, 300)} (${response.status})`;
  }
}

/** One page, each try bounded by a timeout; a 429, a 5xx, a timeout or a dropped connection tried again after a growing pause (or the host's Retry-After). */
async function hostFetch(url: string, token: string): Promise<Response> {
  let problem = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await fetch(url, {
        headers: { authorization: `bearer ${token}`, accept: 'application/vnd.vimeo.*+json;version=3.4' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status !== 429 && response.status < 500) return response;
      problem = `the host answered ${response.status} ${response.statusText}`.trim();
      await response.body?.cancel();
    } catch (error) {
      problem = (error as Error).name === 'TimeoutError' ? `the host did not answer within ${TIMEOUT_MS / 1000} s` : 'the host could not be reached';
    }
    if (attempt < ATTEMPTS - 1) {
      const asked = Number(response?.headers.get('retry-after'));
      await sleep(Number.isFinite(asked) && asked > 0 ? Math.min(asked, 60) * 1000 : 500 * 2 ** attempt);
    }
  }
  throw new HostRefusal(`The sync stopped after ${ATTEMPTS} tries: ${problem}.`);
}

/**
 * Every video of the account at `origin` (Vimeo's `GET /me/videos`, 100 a page, following `paging.next`),
 * each page handed to `store` before the next is read. A refusal (a wrong token: 401) or an answer that is
 * not Vimeo's shape ends it with a HostRefusal in the host's words. Answers how many videos were read.
 */
export async function fetchHostVideos(origin: string, token: string, store: (page: SyncedVideo[]) => Promise<void>): Promise<number> {
  const base = origin.replace(/\/$/, '');
  let next: string | null | undefined = `/me/videos?page=1&per_page=${PER_PAGE}`;
  let fetched = 0;
  for (let pages = 0; next; pages += 1) {
    if (pages >= MAX_PAGES) throw new HostRefusal(`The host kept answering pages after ${MAX_PAGES}.`);
    const url = new URL(next, `${base}/`);
    // Vimeo's `next` keeps the page and size but not the fields asked for.
    if (!url.searchParams.has('fields')) url.searchParams.set('fields', FIELDS);
    const response = await hostFetch(`${base}${url.pathname}${url.search}`, token);
    if (!response.ok) throw new HostRefusal(await hostWords(response));
    const parsed = videosPage.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new HostRefusal('The host answered something other than a page of videos.');
    const videos = parsed.data.data.map(toSyncedVideo);
    await store(videos);
    fetched += videos.length;
    next = parsed.data.paging?.next;
  }
  return fetched;
}
