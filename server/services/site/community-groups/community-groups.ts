import type { FastifyInstance } from 'fastify';
import { siteContract, type uploadsContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { badRequest } from '../../../http/errors';
import { registerResource } from '../../../resources/register-resource';
import { refuseOrphans } from './dependents';
import './table';

const { communityGroups, COMMUNITY_GROUP_MESSAGES: M } = siteContract;
type Row = Record<string, unknown>;

/**
 * A picture a save names is either the one the group already keeps in that place, or a file of the
 * place's category that arrived through the signed upload flow and no other group keeps: another
 * record's picture, or a file of another category, is refused as if none were sent.
 */
async function refuseForeignPicture(db: Db, key: string, category: uploadsContract.FileCategory, kept: unknown, groupId: number, field: string, message: string) {
  if (key === kept) return;
  const upload = await db.selectFrom('uploads').select(['category', 'stored']).where('image_key', '=', key).executeTakeFirst();
  const keptElsewhere = await db
    .selectFrom('community_groups')
    .select('id')
    .where((eb) => eb.or([eb('group_image_key', '=', key), eb('profile_image_key', '=', key)]))
    .where('id', '<>', groupId)
    .executeTakeFirst();
  if (!upload || upload.category !== category || upload.stored !== 1 || keptElsewhere) throw badRequest(message, { [field]: message });
}

/** Whether a group is local: chosen when it is added, kept by every update. */
const isLocal = (input: { localGroup?: boolean }, existing: Row | null) => (existing ? Number(existing.local_group) === 1 : Boolean(input.localGroup));

/**
 * `group`: the list (by name, pages of 25), find, save, update, delete (refused while discussions or
 * local events name the group) and history of the Muslim groups, for the community's security groups only.
 */
export function registerCommunityGroupCalls(app: FastifyInstance, ctx: ServerContext): void {
  const imageUrl = (key: unknown) => (typeof key === 'string' ? ctx.storage.publicReadUrl(key, ctx.publicOrigin) : null);

  registerResource(app, ctx, communityGroups, {
    table: 'community_groups',
    keywordColumns: ['name'],
    orderColumn: 'updated_at',
    sortColumns: { name: 'name' },
    derivedFields: ['groupImageUrl', 'profileImageUrl'],
    unique: [{ column: 'slug', field: 'slug', message: M.slugTaken }],
    toRecord: (row) => ({
      groupId: Number(row.id),
      name: String(row.name),
      slug: String(row.slug),
      groupImageKey: (row.group_image_key as string | null) ?? null,
      groupImageUrl: imageUrl(row.group_image_key),
      profileImageKey: (row.profile_image_key as string | null) ?? null,
      profileImageUrl: imageUrl(row.profile_image_key),
      communityId: Number(row.community_id),
      bitSettings: Number(row.bit_settings),
      localGroup: Number(row.local_group) === 1,
      latitude: String(row.latitude),
      longitude: String(row.longitude),
      updateDate: String(row.updated_at),
    }),
    check: async (db, input, { existing }) => {
      const groupId = Number(existing?.id ?? 0);
      await refuseForeignPicture(db, input.groupImageKey, 'GROUP_IMAGE', existing?.group_image_key, groupId, 'groupImageKey', M.groupImage);
      if (!isLocal(input, existing)) return;
      if (!input.profileImageKey) throw badRequest(M.profileImage, { profileImageKey: M.profileImage });
      await refuseForeignPicture(db, input.profileImageKey, 'GROUP_PROFILE_IMAGE', existing?.profile_image_key, groupId, 'profileImageKey', M.profileImage);
    },
    toColumns: (input, { now, existing }) => {
      const local = isLocal(input, existing);
      return {
        name: input.name,
        slug: input.slug,
        group_image_key: input.groupImageKey,
        // Only a local group has a profile picture and a place.
        profile_image_key: local ? input.profileImageKey : null,
        community_id: input.communityId,
        bit_settings: input.bitSettings,
        local_group: local ? 1 : 0,
        latitude: local ? input.latitude : '',
        longitude: local ? input.longitude : '',
        updated_at: new Date(now).toISOString(),
      };
    },
    beforeDelete: (db, id) => refuseOrphans(db, id),
  });
}
