import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { registerSecurityGroupCalls } from './groups';
import { registerSecurityPointCalls } from './points';
import { registerSecurityProfileCalls } from './profiles';

export { securityScreens } from './migration';

/**
 * The security model's screens (content-site §7, under the content site's service): points, profiles
 * and groups on the resource mechanism, each call checked on the SECURITY point. A session's
 * permissions are read from these tables on every call (server/security/sessions.ts), so a change
 * takes effect on the next call of everyone it touches.
 */
export function registerSecurityCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerSecurityPointCalls(app, ctx);
  registerSecurityProfileCalls(app, ctx);
  registerSecurityGroupCalls(app, ctx);
}
