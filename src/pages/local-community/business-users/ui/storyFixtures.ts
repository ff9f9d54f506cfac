import { HttpResponse } from 'msw';
import { siteContract } from '@/shared/api';
import { changedOnce, contractHandler, makePng, memoryResource } from '@/shared/lib/storybook';

type BusinessUser = siteContract.BusinessUser;
const { businessUsers, businessUserImage, citySearch, uploadBusinessUserImage } = siteContract;

const BUSINESSES: [name: string, email: string, type: number, city: string, country: string, latitude: string, longitude: string][] = [
  ['Badshahi Mosque Trust', 'badshahi.trust@example.com', 1, 'Lahore', 'Pakistan', '31.58808', '74.31014'],
  ['Karachi Biryani House', 'biryani.house@example.com', 6, 'Karachi', 'Pakistan', '24.8608', '67.0104'],
  ['East London Mosque', 'elm.office@example.com', 1, 'London', 'United Kingdom', '51.5175', '-0.0652'],
  ['Fatih Book Bazaar', 'fatih.books@example.com', 3, 'Istanbul', 'Turkey', '41.0193', '28.9496'],
  ['Al-Noor Weekend School', 'alnoor.school@example.com', 4, 'Kuala Lumpur', 'Malaysia', '3.1585', '101.712'],
  ['Muslim Welfare Canada', 'welfare.canada@example.com', 2, 'Toronto', 'Canada', '43.70011', '-79.4163'],
];

/** Six businesses in five countries, newest change first. */
export const businessFixtures: BusinessUser[] = BUSINESSES.map(([name, username, placeCategoryId, cityName, countryName, latitude, longitude], index) => ({
  userId: 3006 - index,
  name,
  username,
  address: `${index + 1} Main Road`,
  cityName,
  countryName,
  latitude,
  longitude,
  placeCategoryId,
  image: index < 3 ? `${username.split('@')[0]}.png` : null,
  updateDate: new Date(Date.UTC(2026, 10, 20, 20 - 3 * index)).toISOString(),
}));

export const badshahi = businessFixtures[0]!;

/** The cities a story's search finds by the start of their name. */
const CITIES: siteContract.City[] = [
  { cityId: 1172451, cityName: 'Lahore', subDivision1Name: '', countryName: 'Pakistan', latitude: 31.558, longitude: 74.35071 },
  { cityId: 1733953, cityName: 'Lahad Datu', subDivision1Name: '', countryName: 'Malaysia', latitude: 5.02298, longitude: 118.32897 },
  { cityId: 649360, cityName: 'Lahti', subDivision1Name: '', countryName: 'Finland', latitude: 60.98267, longitude: 25.66151 },
  { cityId: 1174872, cityName: 'Karachi', subDivision1Name: '', countryName: 'Pakistan', latitude: 24.8608, longitude: 67.0104 },
];

export const businessRows = memoryResource(businessUsers, businessFixtures, {
  // The server keeps register-business's fields under the record's names.
  derived: (input): Partial<BusinessUser> => {
    const text = (field: string) => String(input[field] ?? '');
    // The sent fields the record does not have are left out of it.
    const unkept = (fields: string[]) => Object.fromEntries(fields.map((field) => [field, undefined]));
    const kept = { username: text('email'), ...unkept(['email', 'title']) };
    if (!('placeCityName' in input)) return kept;
    const [address, cityName, countryName, latitude, longitude] = ['placeAddress', 'placeCityName', 'placeCountryName', 'placeLatitude', 'placeLongitude'].map(text);
    const sentOnly = unkept(['placeTitle', 'password', 'placeDescription', 'placeAddress', 'placeCityName', 'placeCountryName', 'placeLatitude', 'placeLongitude']);
    return { ...kept, ...sentOnly, address, cityName, countryName, latitude, longitude, image: null };
  },
  history: changedOnce(badshahi.userId, '2026-11-19T10:00:00.000Z', [{ field: 'name', from: 'Badshahi Mosque', to: 'Badshahi Mosque Trust' }]),
});

/** What the last picture upload sent, as the story's server read it. */
export const uploaded: { userId: string | null; fileName: string | null } = { userId: null, fileName: null };

/** The city search, the pictures and their upload. */
export const businessScreenHandlers = [
  contractHandler(citySearch, async ({ request }) => {
    const { keyword } = (await request.json()) as { keyword: string };
    return HttpResponse.json({ cities: CITIES.filter((city) => city.cityName.toLowerCase().startsWith(keyword.trim().toLowerCase())) });
  }),
  contractHandler(businessUserImage, async () => new HttpResponse(await makePng('business.png', 48, 48), { headers: { 'content-type': 'image/png' } })),
  contractHandler(uploadBusinessUserImage, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    Object.assign(uploaded, { userId: form.get('userId'), fileName: file instanceof File ? file.name : null });
    return HttpResponse.json({ success: true, message: 'Image uploaded successfully!' });
  }),
];
