import { HttpResponse } from 'msw';
import { shopContract } from '@/shared/api';
import { contractHandler, makePng, memoryResource } from '@/shared/lib/storybook';

type ProductTag = shopContract.ProductTag;
const { productTags, shopSlugOf } = shopContract;

const TAGS: [name: string, description: string, isActive: boolean, hasImage: boolean][] = [
  ['Hajj Essentials', 'For pilgrims preparing for Hajj and Umrah', false, false],
  ['Clearance', 'Last pieces at a reduced price', false, false],
  ['Kids Favourite', 'Loved by young readers and players', true, false],
  ['Fair Trade', 'Bought from producers at a fair price', true, false],
  ['Limited Edition', 'Made in a small run; not restocked once sold out', true, false],
  ['Halal Certified', 'Certified halal by a recognised body', true, true],
  ['Organic', 'Grown and made without synthetic pesticides or additives', true, false],
  ['Handmade', 'Made by hand by the vendor’s own craftspeople', true, true],
  ['Ramadan Special', 'For suhoor, iftar and the nights of Ramadan', true, true],
  ['Eid Gift', 'Chosen as a gift for Eid al-Fitr and Eid al-Adha', true, true],
  ['Bestseller', 'Among the most ordered products of the month', true, true],
  ['New Arrival', 'Added to the shop in the last thirty days', true, true],
];

/** Twelve tags, newest change first, five hours apart on a fixed day; two inactive, six with a picture. */
export const productTagFixtures: ProductTag[] = TAGS.map(([name, description, isActive, hasImage], index) => {
  const id = TAGS.length - index;
  return { id, name, slug: shopSlugOf(name), description, isActive, image: hasImage ? `/tag/${id}/image` : null, updateDate: new Date(Date.UTC(2026, 10, 20, 22 - index, 0)).toISOString() };
});

export const eidGift = productTagFixtures.find((tag) => tag.name === 'Eid Gift')!;

export const tagRows = memoryResource(productTags, productTagFixtures, {
  actions: { activate: () => ({ isActive: true }), deactivate: () => ({ isActive: false }) },
  // A tag added without a picture has none; a change without one keeps the tag's.
  added: () => ({ image: null }),
  matches: (tag, body) =>
    (!body.status || tag.isActive === (body.status === 'ACTIVE')) && (!body.slug || tag.slug.includes(String(body.slug))) && (!body.name || tag.name.toLowerCase().includes(String(body.name).toLowerCase())),
  history: [
    { id: 2, recordId: eidGift.id, action: 'updated', at: '2026-11-19T10:00:00.000Z', userId: 2, userName: 'Yusuf Qureshi', changes: [{ field: 'name', from: 'Eid Gifts', to: 'Eid Gift' }] },
    { id: 1, recordId: eidGift.id, action: 'created', at: '2026-11-02T08:00:00.000Z', userId: 1, userName: 'Amina Rahman', changes: [] },
  ],
});

/** The tags' pictures. */
export const tagScreenHandlers = [contractHandler(productTags.calls.files.imageFile, async () => new HttpResponse(await makePng('tag.png', 48, 48), { headers: { 'content-type': 'image/png' } }))];
