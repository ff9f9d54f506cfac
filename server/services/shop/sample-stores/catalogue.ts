import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';

/** One product of a sample store, as both sample platforms describe it in their own shapes. */
export interface SampleProduct {
  /** The store's own id. */
  id: number;
  title: string;
  handle: string;
  descriptionHtml: string;
  /** Decimal text, as the platforms send prices. */
  price: string;
  /** Picture names served under `/sample-stores/images/`. */
  images: { id: number; name: string; alt: string }[];
}

export type SampleStoreName = 'shopify' | 'ecwid';

const WARES: Record<SampleStoreName, { items: string[]; kinds: string[]; colours: [string, Rgb][]; idBase: number }> = {
  shopify: {
    items: ['Chiffon Hijab', 'Jersey Hijab', 'Open Abaya', 'Prayer Dress', 'Underscarf', 'Kaftan', 'Jilbab', 'Maxi Skirt', 'Tunic', 'Khimar'],
    kinds: ['Everyday', 'Premium', 'Travel', 'Eid Edition', 'Linen Blend', 'Bamboo'],
    colours: [
      ['Dusty Rose', [214, 160, 160]],
      ['Sage', [156, 175, 136]],
      ['Midnight', [36, 52, 96]],
      ['Sand', [222, 203, 164]],
      ['Olive', [120, 128, 64]],
    ],
    idBase: 7_300_000_000_000,
  },
  ecwid: {
    items: ['Medjool Dates', 'Sidr Honey', 'Black Seed Oil', 'Saffron', 'Za’atar', 'Mint Tea', 'Olive Oil', 'Rose Water', 'Sumac', 'Dukkah'],
    kinds: ['Small Jar', 'Family Pack', 'Gift Box', 'Organic'],
    colours: [
      ['Amber', [191, 120, 40]],
      ['Gold', [212, 175, 55]],
      ['Forest', [34, 94, 60]],
      ['Clay', [176, 98, 72]],
      ['Cream', [240, 228, 200]],
      ['Plum', [110, 50, 90]],
    ],
    idBase: 580_000_000,
  },
};

/** How many products each sample store holds: several pages of either platform's paging. */
export const SAMPLE_PRODUCT_COUNTS: Record<SampleStoreName, number> = { shopify: 300, ecwid: 240 };

/** The products of a sample store, the same every time (`count` of them: more for a benchmark). */
export function sampleCatalogue(store: SampleStoreName, count = SAMPLE_PRODUCT_COUNTS[store]): SampleProduct[] {
  const { items, kinds, colours, idBase } = WARES[store];
  return Array.from({ length: count }, (_, index) => {
    const item = items[index % items.length]!;
    const kind = kinds[Math.floor(index / items.length) % kinds.length]!;
    const [colour] = colours[Math.floor(index / (items.length * kinds.length)) % colours.length]!;
    const title = `${item} — ${kind}, ${colour}`;
    const id = idBase + index + 1;
    const pictures = 1 + (index % 3);
    return {
      id,
      title,
      handle: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
      descriptionHtml: `<p>${kind} ${item.toLowerCase()} in ${colour.toLowerCase()}.</p><ul><li>Ships in 2–4 days</li><li>Returns within 30 days</li></ul>`,
      price: (9 + ((index * 37) % 120) + 0.99).toFixed(2),
      images: Array.from({ length: pictures }, (_, picture) => ({
        id: id * 10 + picture + 1,
        name: `${store}-${index % (items.length * colours.length)}-${picture}.png`,
        alt: `${title}, view ${picture + 1}`,
      })),
    };
  });
}

/** The colour a sample picture is drawn in, from its name. */
function colourOf(name: string): Rgb | undefined {
  const match = /^(shopify|ecwid)-(\d+)-(\d)\.png$/.exec(name);
  if (!match) return undefined;
  const { items, colours } = WARES[match[1] as SampleStoreName];
  const [, base] = colours[Math.floor(Number(match[2]) / items.length) % colours.length]!;
  const shade = Number(match[3]) * 18 + (Number(match[2]) % items.length) * 4;
  return [Math.max(0, base[0] - shade), Math.max(0, base[1] - shade), Math.max(0, base[2] - shade)];
}

/** A sample product picture (a swatch of its colour with a lighter band), or undefined for a name no product has. */
export const samplePicture = drawnOnce((name: string): Buffer => {
  const colour = colourOf(name);
  if (!colour) return Buffer.alloc(0);
  const light: Rgb = [Math.min(255, colour[0] + 40), Math.min(255, colour[1] + 40), Math.min(255, colour[2] + 40)];
  return drawPng(96, 96, (_x, y) => (y > 60 && y < 76 ? light : colour));
});
