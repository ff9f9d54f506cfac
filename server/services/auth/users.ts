import type { ServerContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { hashPassword } from '../../lib/password';

/** E-mail addresses are compared without regard to case (they are stored lower-cased). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(ctx: ServerContext, email: string): Promise<UserRow | undefined> {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function setPassword(ctx: ServerContext, userId: number, password: string): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password, ctx.passwordCost), must_change_password: 0 })
    .where('id', '=', userId)
    .execute();
}
