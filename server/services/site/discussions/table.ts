import type { Generated } from 'kysely';

/** A discussion post of the local community, written in the apps by an app user in one Muslim group. */
export interface CommunityPostTable {
  id: number;
  user_id: number;
  group_id: number;
  message: string;
  /** The stored picture's key (a discussion image upload); null without one. */
  media_key: string | null;
  created_at: string;
  report_count: number;
  like_count: number;
  trend: number;
  /** 1 hidden from the apps by staff. */
  hidden: number;
  /** 1: its author deleted it in the apps. */
  soft_delete: number;
  status: number;
  type_id: number;
  updated_at: string;
}

/** A comment on a discussion post. */
export interface CommunityCommentTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  message: string;
  created_at: string;
  hidden: number;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    community_posts: CommunityPostTable;
    community_comments: CommunityCommentTable;
  }
}
