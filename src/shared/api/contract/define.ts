import { z } from 'zod';
import type { PermissionBit, SecurityPointKey } from '@/shared/lib/permissions';
import type { Service } from '@/shared/config';

/** One permission bit on one security point. */
export interface CallPermission {
  point: SecurityPointKey;
  bit: PermissionBit;
}

/** A bit on a security point, or any one of several such bits. */
export type PermissionRule = CallPermission | { anyOf: readonly CallPermission[] };

/** Who may make a call: anyone, anyone signed in, or holders of the bits of a permission rule. */
export type Access = 'public' | 'session' | PermissionRule;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the wire contract. The server registers a route from it (validation, permission check,
 * OpenAPI entry); the client types its request and parses its reply with the same schemas.
 * `path` uses `:name` for path parameters and is relative to the service's base URL.
 */
export interface CallDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  service: Service;
  method: HttpMethod;
  path: string;
  summary: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A multipart/form-data body instead of JSON: the schema of its text fields and the name of its file
   * part, or the names of several (a card's image and thumbnail). The handler reads the parts itself,
   * after the permission check, so `body` stays unset. `filesOptional`: the files may be left out (an
   * update keeping the ones it has); `optionalFiles`: those that may be left out even when adding.
   * `jsonPart`: the text fields travel as one JSON text part of that name (the shop's `request` part)
   * rather than as a text part each.
   */
  multipart?: { fields: z.ZodType; file: string | readonly string[]; filesOptional?: boolean; optionalFiles?: readonly string[]; jsonPart?: string };
  reply: R;
  /**
   * A permission rule the handler checks itself, beside `access`, because it depends on what the
   * request asks for (an upload's category, a status); the OpenAPI document states it.
   */
  checkedInHandler?: string;
  /**
   * Only members of these security groups may make the call, whatever bits they hold: the spec shows the
   * local-community entries to two groups only (the menu's `community-groups` audience).
   */
  groups?: readonly number[];
  /**
   * A header besides `Authorization` the call takes its token in, where the spec sends it so (the
   * receipt download's `x-auth-header`); no other call accepts it.
   */
  tokenHeader?: 'x-auth-header';
}

export function defineCall<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(call: CallDef<P, Q, B, R>): CallDef<P, Q, B, R> {
  return call;
}

/** The file parts of a multipart call, in order. */
export const filePartsOf = (multipart: NonNullable<CallDef['multipart']>): readonly string[] => [multipart.file].flat();

export type ParamsOf<C> = C extends CallDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<C> = C extends CallDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<C> = C extends CallDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ReplyOf<C> = C extends CallDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
