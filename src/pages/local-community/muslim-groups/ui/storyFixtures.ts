import { http, HttpResponse } from 'msw';
import { siteContract, uploadsContract } from '@/shared/api';
import { changedOnce, contractHandler, makePng, memoryResource, uploadTarget } from '@/shared/lib/storybook';

type Group = siteContract.CommunityGroup;
const { communityGroups } = siteContract;
const { storedFilePath } = uploadsContract;
const picture = (folder: string, slug: string) => storedFilePath(`${folder}/${slug}`);

const GROUPS: [name: string, slug: string, latitude: string, longitude: string][] = [
  ['Sisters of Lahore', 'sisters-of-lahore', '31.52040', '74.35870'],
  ['Karachi Youth Circle', 'karachi-youth-circle', '24.86070', '67.00110'],
  ['Quran Memorisers', 'quran-memorisers', '', ''],
  ['East London Reverts', 'east-london-reverts', '51.51750', '-0.06520'],
  ['Halal Food Finders', 'halal-food-finders', '', ''],
  ['New Muslims Support', 'new-muslims-support', '', ''],
];

/** Six groups, three of them local with a place and a profile picture, newest change first. */
export const groupFixtures: Group[] = GROUPS.map(([name, slug, latitude, longitude], index) => ({
  groupId: 6 - index,
  name,
  slug,
  groupImageKey: `group-image/${slug}`,
  groupImageUrl: picture('group-image', slug),
  profileImageKey: latitude ? `group-profile-image/${slug}` : null,
  profileImageUrl: latitude ? picture('group-profile-image', slug) : null,
  communityId: 1,
  bitSettings: 0,
  localGroup: latitude !== '',
  latitude,
  longitude,
  updateDate: new Date(Date.UTC(2026, 10, 20, 20 - 3 * index)).toISOString(),
}));

export const sisters = groupFixtures[0]!;
export const quranMemorisers = groupFixtures[2]!;

export const groupRows = memoryResource(communityGroups, groupFixtures, {
  // As the server does: the pictures' addresses come from their keys; the upload flag is not kept.
  derived: (input): Partial<Group> => {
    const url = (key: unknown) => (typeof key === 'string' && key ? storedFilePath(key) : null);
    return { groupImageUrl: url(input.groupImageKey), profileImageUrl: url(input.profileImageKey), profileImageKey: (input.profileImageKey as string | null) ?? null, updateGroupImage: undefined } as Partial<Group>;
  },
  history: changedOnce(sisters.groupId, '2026-11-19T10:00:00.000Z', [{ field: 'name', from: 'Lahore Sisters', to: 'Sisters of Lahore' }]),
});

/** What the story's server handed out links for, by image category (4 the group's picture, 1 the profile picture). */
export const linksAsked: string[] = [];

/** The pictures the list and form show, and the site's signed upload: the link, then the PUT of the bytes. */
export const groupScreenHandlers = [
  http.get(storedFilePath(':folder/:name'), async ({ params }) => {
    const size = params.folder === 'group-profile-image' ? 32 : 48;
    return new HttpResponse(await makePng('group.png', size, size), { headers: { 'content-type': 'image/png' } });
  }),
  contractHandler(uploadsContract.sitePresignedUrl, ({ request }) => {
    const category = new URL(request.url).searchParams.get('imageCategory') ?? '';
    linksAsked.push(category);
    const imageKey = `${category === '1' ? 'group-profile-image' : 'group-image'}/story-${linksAsked.length}`;
    return HttpResponse.json({ url: uploadTarget(imageKey), imageKey });
  }),
  http.put(uploadTarget(':folder/:name'), () => new HttpResponse(null, { status: 200 })),
];
