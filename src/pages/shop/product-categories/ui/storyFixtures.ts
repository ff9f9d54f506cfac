import { HttpResponse } from 'msw';
import { shopContract } from '@/shared/api';
import { changedOnce, contractHandler, makePng, memoryResource } from '@/shared/lib/storybook';

type Category = shopContract.ProductCategory;
const { productCategories, productCategoryNames, shopSlugOf } = shopContract;

/** Main categories and their sub-categories (name, parent's name, rank, active), newest change first. */
const CATEGORIES: readonly [name: string, parent: string | null, rank: number | null, isActive: boolean][] = [
  ['Kids Prayer Mats', 'Kids', 3, true],
  ['Eid Gifts', 'Kids', 2, true],
  ['Kids', null, null, true],
  ['Attar', 'Fragrance', 1, true],
  ['Fragrance', null, null, true],
  ['Tasbih', 'Prayer Essentials', 2, true],
  ['Prayer Mats', 'Prayer Essentials', 1, true],
  ['Prayer Essentials', null, null, true],
  ['Seerah', 'Books', 3, false],
  ['Hadith', 'Books', 2, true],
  ['Books', null, null, true],
  ['Hijabs', 'Modest Wear', 2, true],
  ['Abayas', 'Modest Wear', 1, true],
  ['Modest Wear', null, null, true],
  ['Seasonal Offers', null, null, false],
];
const idOf = (name: string) => CATEGORIES.length - CATEGORIES.findIndex(([named]) => named === name);
const nameOf = (id: number | null) => (id === null ? null : (CATEGORIES.find(([name]) => idOf(name) === id)?.[0] ?? null));

export const productCategoryFixtures: Category[] = CATEGORIES.map(([name, parent, rank, isActive], index) => ({
  id: idOf(name),
  name,
  description: parent ? `${name} in our ${parent.toLowerCase()} range` : `Everything for ${name.toLowerCase()}`,
  slug: shopSlugOf(name),
  isActive,
  parentCategoryId: parent ? idOf(parent) : null,
  parentCategoryName: parent,
  displayRank: rank,
  hasImage: name !== 'Seasonal Offers',
  hasBanner: parent === null && name !== 'Seasonal Offers',
  updateDate: new Date(Date.UTC(2026, 10, 20, 21 - index, 0)).toISOString(),
}));

export const hadith = productCategoryFixtures.find((category) => category.name === 'Hadith')!;
export const books = productCategoryFixtures.find((category) => category.name === 'Books')!;

export const categoryRows = memoryResource(productCategories, productCategoryFixtures, {
  // The server names the parent, and a new category has no pictures until some are sent.
  added: () => ({ hasImage: false, hasBanner: false }),
  derived: (input) => ({ parentCategoryName: nameOf((input.parentCategoryId as number | null) ?? null) }),
  matches: (row, body) => !body.status || row.isActive === (body.status === 'ACTIVE'),
  actions: { activate: () => ({ isActive: true }), deactivate: () => ({ isActive: false }) },
  history: changedOnce(hadith.id, '2026-11-19T10:00:00.000Z', [{ field: 'displayRank', from: 1, to: 2 }]),
});

const picture = (name: string, width: number, height: number) => async () => new HttpResponse(await makePng(name, width, height), { headers: { 'content-type': 'image/png' } });

/** The parent picker's names, and the stored pictures and banners. */
export const categoryScreenHandlers = [
  contractHandler(productCategoryNames, () =>
    HttpResponse.json({ content: productCategoryFixtures.map(({ id, name, parentCategoryId, isActive }) => ({ id, name, parentCategoryId, isActive })) }),
  ),
  contractHandler(productCategories.calls.files.imageFile, picture('picture.png', 60, 60)),
  contractHandler(productCategories.calls.files.bannerFile, picture('banner.png', 240, 60)),
];
