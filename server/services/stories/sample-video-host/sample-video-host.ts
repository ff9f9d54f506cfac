import Fastify, { type FastifyInstance } from 'fastify';
import { DEMO_HOST_VIDEOS, demoVideo } from '../library/demo-videos';
import { SAMPLE_VIDEO_HOST_TOKEN } from './credentials';

const DAY = 24 * 60 * 60 * 1000;
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 25;

/** Vimeo's answer to a request without a valid token (its error shape: words, a link, words for developers, a code). */
const UNAUTHORIZED = {
  error: 'You must provide a valid authenticated access token.',
  link: null,
  developer_message: 'The access token is missing, invalid or revoked. Generate a new one in the app settings of your developer account.',
  error_code: 8003,
};

const whole = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** A demo video as Vimeo's `GET /me/videos` lists it, in the fields the sync asks for. */
function videoItem(index: number, now: number, thumbnailOrigin: string) {
  const video = demoVideo(index);
  const picture = (width: number, height: number) => ({ width, height, link: `${thumbnailOrigin}/${video.externalId}.png?size=${width}x${height}` });
  return {
    uri: `/videos/${video.externalId}`,
    name: video.title,
    description: video.description,
    duration: video.duration,
    created_time: new Date(now - video.daysAgo * DAY).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    tags: video.tags.map((tag) => ({ uri: `/tags/${tag}`, name: tag, tag, canonical: tag })),
    pictures: { sizes: [picture(295, 166), picture(640, 360)] },
    metadata: { connections: { likes: { uri: `/videos/${video.externalId}/likes`, total: video.likes } } },
  };
}

/**
 * A sample Vimeo account behind the REST API's address: `GET /me/videos?page=&per_page=` lists the demo
 * catalogue's 230 videos newest first with Vimeo's paging (`paging.next` until the last page), read with
 * a bearer token; any other token gets Vimeo's 401.
 */
export function sampleVideoHost(app: FastifyInstance, thumbnailOrigin: string, now: () => number): void {
  app.get<{ Querystring: { page?: string; per_page?: string } }>('/me/videos', async (request, reply) => {
    const token = request.headers.authorization?.replace(/^bearer\s+/i, '');
    if (token !== SAMPLE_VIDEO_HOST_TOKEN) return reply.code(401).send(UNAUTHORIZED);
    const perPage = Math.min(MAX_PER_PAGE, whole(request.query.per_page, DEFAULT_PER_PAGE));
    const page = whole(request.query.page, 1);
    const last = Math.max(1, Math.ceil(DEMO_HOST_VIDEOS / perPage));
    if (page > last) return reply.code(400).send({ error: 'The page you requested does not exist.', link: null, developer_message: `There are ${last} pages.`, error_code: 2286 });
    const start = (page - 1) * perPage;
    const indexes = Array.from({ length: Math.min(perPage, DEMO_HOST_VIDEOS - start) }, (_, offset) => DEMO_HOST_VIDEOS - 1 - (start + offset));
    const pageLink = (number: number) => `/me/videos?page=${number}&per_page=${perPage}`;
    return {
      total: DEMO_HOST_VIDEOS,
      page,
      per_page: perPage,
      paging: { next: page < last ? pageLink(page + 1) : null, previous: page > 1 ? pageLink(page - 1) : null, first: pageLink(1), last: pageLink(last) },
      data: indexes.map((index) => videoItem(index, now(), thumbnailOrigin)),
    };
  });
}

/**
 * The sample video host on a loopback port of its own, started the first time a sync needs it: real
 * HTTP, so the sync reads it exactly as it reads Vimeo.
 */
export class SampleVideoHostServer {
  private listening: Promise<{ app: FastifyInstance; origin: string }> | undefined;

  constructor(
    private readonly thumbnailOrigin: () => string,
    private readonly now: () => number,
  ) {}

  /** The origin the sample host answers at, once it listens. */
  async origin(): Promise<string> {
    this.listening ??= (async () => {
      const app = Fastify({ logger: false });
      sampleVideoHost(app, this.thumbnailOrigin(), this.now);
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, origin };
    })();
    return (await this.listening).origin;
  }

  async close(): Promise<void> {
    if (this.listening) await (await this.listening).app.close();
    this.listening = undefined;
  }
}
