import { z } from 'zod';
import { siteContract } from '@/shared/api';

const { communityGroupInput, COMMUNITY_GROUP_MESSAGES: M } = siteContract;
type Group = siteContract.CommunityGroup;

/**
 * The form: name and slug as declared, the pictures as files chosen (null keeps the stored one), whether
 * the group is local and, for a local group, its place. The group picture is needed unless one is kept;
 * a local group's profile picture too.
 */
export function muslimGroupFormSchema(group?: Group) {
  return communityGroupInput
    .pick({ name: true, slug: true, latitude: true, longitude: true })
    .extend({ groupImage: z.instanceof(File).nullable(), profileImage: z.instanceof(File).nullable(), localGroup: z.boolean() })
    .superRefine((values, context) => {
      if (!values.groupImage && !group?.groupImageKey) context.addIssue({ code: 'custom', path: ['groupImage'], message: M.groupImage });
      if (values.localGroup && !values.profileImage && !group?.profileImageKey) context.addIssue({ code: 'custom', path: ['profileImage'], message: M.profileImage });
    });
}

export type MuslimGroupFormValues = z.input<ReturnType<typeof muslimGroupFormSchema>>;

export const muslimGroupFormValues = (group?: Group): MuslimGroupFormValues => ({
  name: group?.name ?? '',
  slug: group?.slug ?? '',
  groupImage: null,
  profileImage: null,
  localGroup: group?.localGroup ?? false,
  latitude: group?.latitude ?? '',
  longitude: group?.longitude ?? '',
});

/** The form field of a key the server refuses: the picture it names. */
const FORM_FIELDS: Record<string, string> = { groupImageKey: 'groupImage', profileImageKey: 'profileImage' };
export const muslimGroupFormField = (path: string) => FORM_FIELDS[path] ?? path;

/** What Save sends, once the chosen pictures are uploaded (`upload` answers a file's stored key). */
export async function muslimGroupInputOf(
  values: MuslimGroupFormValues,
  group: Group | undefined,
  upload: { group(file: File): Promise<string>; profile(file: File): Promise<string> },
): Promise<siteContract.CommunityGroupInput> {
  const { groupImage, profileImage, localGroup, ...typed } = values;
  const local = group?.localGroup ?? localGroup;
  return {
    ...typed,
    groupImageKey: groupImage ? await upload.group(groupImage) : (group?.groupImageKey ?? ''),
    profileImageKey: local ? (profileImage ? await upload.profile(profileImage) : group?.profileImageKey) : null,
    updateGroupImage: Boolean(groupImage),
    communityId: group?.communityId ?? 1,
    bitSettings: group?.bitSettings ?? 0,
    localGroup: local,
    latitude: local ? values.latitude : '',
    longitude: local ? values.longitude : '',
  };
}
