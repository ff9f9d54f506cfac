import { LoopbackServer } from '../../../lib/loopback-server';
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
export class SampleStoreServer extends LoopbackServer {
  /** `counts`: how many products a store holds, where not its usual number (a benchmark's thousand). */
  constructor(pictureOrigin: () => string, counts: Partial<Record<SampleStoreName, number>> = {}) {
    super((app) => {
      const pictures = `${pictureOrigin()}${SAMPLE_PICTURE_PATH}`;
      sampleShopify(app, pictures, sampleCatalogue('shopify', counts.shopify));
      sampleEcwid(app, pictures, sampleCatalogue('ecwid', counts.ecwid));
    });
  }
}
