import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The administrators' profile (1) holds ALL on every security point, including points made on the
 * points screen before a new point was given to it at once: under the rule of who may grant what,
 * a point nobody holds could never be granted to anyone. A point the profile was lowered on keeps
 * its value; only the points it lacks are added.
 */
export const administratorsHoldEveryPoint: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      insert into profile_permissions (profile_id, point_id, value)
      select 1, sp.id, 127 from security_points sp
      where exists (select 1 from security_profiles p where p.id = 1)
        and not exists (select 1 from profile_permissions pp where pp.profile_id = 1 and pp.point_id = sp.id)`.execute(db);
  },
};
