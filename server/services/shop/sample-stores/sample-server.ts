import Fastify, { type FastifyInstance } from 'fastify';
import { sampleCatalogue, type SampleStoreName } from './catalogue';
import { sampleEcwid } from './ecwid-store';
import { sampleShopify } from './shopify-store';

/** Where the sample stores' pictures are served in the shop service, under the panel's own origin (so its image policy allows them). */
export const SAMPLE_PICTURE_ROUTE = '/sample-pictures';
const SAMPLE_PICTURE_PATH = `/api/shop${SAMPLE_PICTURE_ROUTE}`;

/**
 * The sample Shopify and Ecwid stores on a loopback port of their own, started the first time a sync needs
 * them: real HTTP, so the sync's timeouts, retries and rate-limit waits are the ones a real store meets.
 */
export class SampleStoreServer {
  private listening: Promise<{ app: FastifyInstance; origin: string }> | undefined;

  /** `counts`: how many products a store holds, where not its usual number (a benchmark's thousand). */
  constructor(
    private readonly pictureOrigin: () => string,
    private readonly counts: Partial<Record<SampleStoreName, number>> = {},
  ) {}

  /** The origin the sample stores answer at, once they listen. */
  async origin(): Promise<string> {
    this.listening ??= (async () => {
      const app = Fastify({ logger: false });
      const pictures = `${this.pictureOrigin()}${SAMPLE_PICTURE_PATH}`;
      sampleShopify(app, pictures, sampleCatalogue('shopify', this.counts.shopify));
      sampleEcwid(app, pictures, sampleCatalogue('ecwid', this.counts.ecwid));
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
