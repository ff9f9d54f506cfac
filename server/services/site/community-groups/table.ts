/** A Muslim group of the local community; its pictures are stored files named by key. */
export interface CommunityGroupTable {
  id: number;
  name: string;
  slug: string;
  group_image_key: string | null;
  profile_image_key: string | null;
  community_id: number;
  bit_settings: number;
  /** 1: a local group, with a place and a profile picture. */
  local_group: number;
  latitude: string;
  longitude: string;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    community_groups: CommunityGroupTable;
  }
}
