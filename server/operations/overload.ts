import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { poolUse, type Db } from '../db/database';

/** When the server answers 503 with Retry-After instead of making a request wait (README, Configuration). */
export interface OverloadLimits {
  /** The event loop's mean delay over a second, in ms, past which requests are refused (0: never). */
  maxEventLoopDelayMs: number;
  /** Queries waiting for a PostgreSQL connection, past which (at two checks in a row) requests are refused (0: never). */
  maxPoolWaiting: number;
  /** Seconds the client is told to wait. */
  retryAfterSeconds: number;
  /** How often the event loop's delay and the pool's queue are measured, in ms. */
  sampleIntervalMs: number;
}

export const DEFAULT_OVERLOAD_LIMITS: OverloadLimits = { maxEventLoopDelayMs: 1000, maxPoolWaiting: 100, retryAfterSeconds: 10, sampleIntervalMs: 1000 };

/**
 * Refuses requests with 503 and Retry-After while the event loop lags or the PostgreSQL pool's queue is
 * long, so clients are told at once to come back instead of timing out. The answer is the server's
 * error shape (see the error handler); `/healthz`, `/readyz` and `/metrics` answer regardless (a load
 * balancer taking every busy replica out would turn a slow service into none).
 */
export function refuseWhenOverloaded(app: FastifyInstance, db: Db, limits: OverloadLimits): void {
  const watchesPool = limits.maxPoolWaiting > 0 && poolUse(db) !== undefined;
  // A burst that the pool clears within a check (300 sign-ins at once queue for half a second) is not overload.
  let waitedLastTime = false;
  const poolKeepsUp = async () => {
    const waits = poolUse(db)!.waiting > limits.maxPoolWaiting;
    const saturated = waits && waitedLastTime;
    waitedLastTime = waits;
    return !saturated;
  };
  app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    retryAfter: limits.retryAfterSeconds,
    sampleInterval: limits.sampleIntervalMs,
    ...(watchesPool ? { healthCheck: poolKeepsUp, healthCheckInterval: limits.sampleIntervalMs } : {}),
  });
}
