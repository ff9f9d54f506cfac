import { HttpResponse } from 'msw';
import { contractFixtures, siteContract } from '@/shared/api';
import { contractHandler, makePng, memoryResource } from '@/shared/lib/storybook';

type GalleryCard = siteContract.GalleryCard;
const { galleryCards, galleryCategories } = siteContract;
const categories = contractFixtures.galleryCategoryFixtures;
const titleOf = (categoryId: number) => categories.find((category) => category.categoryId === categoryId)?.title ?? '';
const idOf = (title: string) => categories.find((category) => category.title === title)!.categoryId;

const CARDS: [title: string, description: string, category: string][] = [
  ['Desert Dunes', 'Wind-shaped dunes at sunrise', 'Nature'],
  ['Eid Morning', 'Families on their way to the Eid prayer', 'Eid Celebrations'],
  ['Plain of Arafat', 'Pilgrims under the noon sun', 'Hajj and Umrah'],
  ['Taraweeh Night', 'The mosque full for night prayer', 'Ramadan Nights'],
  ['Iftar Lanterns', 'Lanterns lit for the evening meal', 'Ramadan Nights'],
  ['Kufic Tiles', 'Square kufic in blue and white', 'Islamic Calligraphy'],
  ['Thuluth Panel', 'A verse in thuluth script on gold', 'Islamic Calligraphy'],
  ['Sheikh Zayed Courtyard', 'White marble and reflecting pools', 'Mosques of the World'],
  ['Badshahi Mosque', 'Red sandstone in the Lahore sun', 'Mosques of the World'],
  ['Blue Mosque at Dusk', 'Six minarets against the evening sky', 'Mosques of the World'],
];

/** Ten cards, newest change first, three hours apart on a fixed day. */
export const galleryCardFixtures: GalleryCard[] = CARDS.map(([title, description, category], index) => ({
  cardId: CARDS.length - index,
  title,
  description,
  categoryId: idOf(category),
  categoryTitle: category,
  imageName: `${title.toLowerCase().replace(/\s+/g, '-')}.png`,
  updateDate: new Date(Date.UTC(2026, 10, 20, 21 - 3 * index, 0)).toISOString(),
}));

export const blueMosque = galleryCardFixtures.find((card) => card.title === 'Blue Mosque at Dusk')!;

export const cardRows = memoryResource(galleryCards, galleryCardFixtures, {
  // The server names the category and keeps the card image's name; an update without a new image keeps it.
  derived: (input) => ({ categoryTitle: titleOf(Number(input.categoryId)), ...(input.cardId === undefined && { imageName: 'card.png' }) }),
  history: [
    { id: 2, recordId: blueMosque.cardId, action: 'updated', at: '2026-11-19T10:00:00.000Z', userId: 2, userName: 'Yusuf Qureshi', changes: [{ field: 'title', from: 'Blue Mosque', to: 'Blue Mosque at Dusk' }] },
    { id: 1, recordId: blueMosque.cardId, action: 'created', at: '2026-11-02T08:00:00.000Z', userId: 1, userName: 'Amina Rahman', changes: [] },
  ],
});

/** The gallery categories (the filter and the form's picker) and the cards' pictures. */
export const cardScreenHandlers = [
  contractHandler(galleryCategories.calls.list, () => HttpResponse.json({ content: categories, totalRecords: categories.length, pageNumber: 1, totalPages: 1 })),
  contractHandler(galleryCards.calls.files.thumbnail, async () => new HttpResponse(await makePng('thumbnail.png', 60, 40), { headers: { 'content-type': 'image/png' } })),
  contractHandler(galleryCards.calls.files.file, async () => new HttpResponse(await makePng('card.png', 240, 160), { headers: { 'content-type': 'image/png' } })),
];
