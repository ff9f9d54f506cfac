import useSWR, { type SWRConfiguration } from 'swr';
import type { CallDef, ReplyOf } from '../contract';
import type { ApiError } from './ApiError';
import { callApi, type CallArgs } from './request';

/** The cache key of one call with its arguments; equal calls share one request and one cache entry. */
export function apiKey<C extends CallDef>(call: C, args: CallArgs<C>) {
  return [call.service, call.method, call.path, JSON.stringify({ p: args.params, q: args.query, b: args.body })] as const;
}

/**
 * Reads a call through SWR. Pass `null` as `args` to wait (nothing is fetched until the arguments are
 * known). Errors are ApiError with the server's message.
 */
export function useApi<C extends CallDef>(call: C, args: CallArgs<C> | null, config?: SWRConfiguration<ReplyOf<C>, ApiError>) {
  return useSWR<ReplyOf<C>, ApiError>(args ? apiKey(call, args) : null, () => callApi(call, args as CallArgs<C>), config);
}
