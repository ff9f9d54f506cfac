import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '@/shared/api/contract';
import type { ServerContext } from '../context';
import { isDatabaseUnavailable } from '../db/database';
import { meetsRule } from '../security/access';
import { findSession, tokenOf, type Session } from '../security/sessions';
import { confirmUploadsNamedIn } from '../services/uploads/confirm';
import { forbidden, MUST_CHANGE_PASSWORD, unauthorized } from './errors';
import { claimIdempotencyKey, idempotencyKeyOf, replayAnswer } from './idempotency';
import { coerceStrings, validate } from './validation';

export interface CallInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  /** The caller's session; reading it on a public call without one answers 401. */
  session: Session;
  /** The caller's session when there is one (public calls). */
  optionalSession: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Reply with an ETag over the body, and 304 when the client's If-None-Match already has it. */
  etag?: boolean;
}

/** Services whose calls a user who must change the password can still make (to change it, or leave). */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set(['auth']);

/**
 * Registers one contract call on a service plugin: coerces and validates params, query and body with
 * the contract's schemas, resolves the session, checks the permission bit, and checks the reply.
 */
export function registerCall<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  ctx: ServerContext,
  call: CallDef<P, Q, B, R>,
  handler: (input: CallInput<P, Q, B>) => Promise<z.input<R>>,
  options: RouteOptions = {},
): void {
  if (app.prefix !== `/api/${call.service}`) {
    throw new Error(`${call.method} ${call.path} belongs to /api/${call.service}, not ${app.prefix}`);
  }
  ctx.calls.push(call as unknown as CallDef);

  const answerCall = async (input: CallInput<P, Q, B>) => {
    const { request, reply } = input;
    // Files sent straight to a bucket are checked before any save may use them.
    if (call.body) await confirmUploadsNamedIn(ctx, input.body);
    const result = call.reply.safeParse(await handler(input));
    if (!result.success) {
      request.log.error({ issues: result.error.issues, path: call.path }, 'A reply broke its contract');
      throw new Error('A reply broke its contract');
    }
    if (options.etag) return sendWithEtag(request, reply, result.data);
    return result.data;
  };

  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const session = await sessionFor(ctx, call, request);
      const input: CallInput<P, Q, B> = {
        params: call.params ? validate(call.params, coerceStrings(call.params, request.params)) : (undefined as never),
        query: call.query ? validate(call.query, coerceStrings(call.query, request.query)) : (undefined as never),
        body: call.body ? validate(call.body, request.body) : (undefined as never),
        get session() {
          if (!session) throw unauthorized();
          return session;
        },
        optionalSession: session,
        request,
        reply,
      };
      // A save sent again with its Idempotency-Key gets the first answer and writes nothing.
      const key = session ? idempotencyKeyOf(request) : undefined;
      const claim = key ? await claimIdempotencyKey(ctx.db, ctx.now(), session!.userId, `${call.method} ${call.service} ${call.path}`, key, request) : undefined;
      if (claim && 'replay' in claim) return replayAnswer(reply, claim.replay);
      let answer: unknown;
      try {
        answer = await answerCall(input);
      } catch (error) {
        if (claim) {
          const freed = claim.claimed.release().catch((failure: unknown) => request.log.warn({ err: failure }, 'An Idempotency-Key could not be freed'));
          // The key is free before a refusal is answered, so a retry runs again; while the database is not
          // answering, the error goes out at once and the key is freed as soon as the database lets it be.
          if (!isDatabaseUnavailable(error)) await freed;
        }
        throw error;
      }
      // A reply the handler sent itself (a file) is not kept; the key is free again.
      if (claim) {
        try {
          await (reply.sent ? claim.claimed.release() : claim.claimed.keep(reply.statusCode, answer));
        } catch (failure) {
          // The save is done: its answer goes out; a retry is told the key is in use until it is abandoned.
          request.log.warn({ err: failure }, 'The answer to an Idempotency-Key could not be kept');
        }
      }
      return answer;
    },
  });
}

async function sessionFor(ctx: ServerContext, call: CallDef, request: FastifyRequest): Promise<Session | null> {
  const token = tokenOf(request, call.tokenHeader);
  const session = token ? await findSession(ctx, token) : null;
  if (call.access === 'public') return session;
  if (!session) throw unauthorized();
  if (session.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(call.service)) throw forbidden(MUST_CHANGE_PASSWORD);
  if (call.access !== 'session' && !meetsRule(session.permissions, call.access)) throw forbidden();
  if (call.groups && !call.groups.includes(session.groupId)) throw forbidden();
  return session;
}

function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown): unknown {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
