// The fault drill's plan and its counting (scripts/drill.mjs).

/**
 * When each fault comes, in ms from the start of the load (`shift` moves them to the drill's clock once
 * the load begins), and when the load ends: at `loadEndsAtMs`, or `calmMs` after the last fault when the
 * faults run late (replicas start slowly on a busy machine). `npm run drill` runs a minute and a half,
 * the suite's phase under half a minute.
 */
export function drillPlan(short) {
  const plan = short
    ? { staff: 4, thinkMs: 40, killAtMs: 2_000, rollAtMs: 8_000, postgresAtMs: 14_000, postgresDownMs: 2_000, loadEndsAtMs: 22_000, calmMs: 5_000 }
    : { staff: 12, thinkMs: 10, killAtMs: 10_000, rollAtMs: 30_000, postgresAtMs: 55_000, postgresDownMs: 3_000, loadEndsAtMs: 90_000, calmMs: 15_000 };
  return {
    ...plan,
    shift(offset) {
      for (const mark of ['killAtMs', 'rollAtMs', 'postgresAtMs', 'loadEndsAtMs']) this[mark] += offset;
    },
  };
}

/** The p-th percentile of `values` (nearest rank), 0 when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Every attempt and every call of the load, by group (list, search, save, bell poll) and by kind of answer. */
export class Tally {
  #groups = new Map();
  #kinds = new Map();
  #failureTimes = [];
  #okTimes = new Map();

  /** `now`: the drill's clock, in ms. */
  constructor(now) {
    this.now = now;
  }

  #group(name) {
    if (!this.#groups.has(name)) this.#groups.set(name, { attempts: 0, calls: 0, ok: 0, callMs: [] });
    return this.#groups.get(name);
  }

  /**
   * One request sent and its answer; `callBegunAt` is when its call first failed (drill clock, ms), as a
   * retry belongs to the fault its call met first.
   */
  attempt(group, outcome, callBegunAt) {
    this.#group(group).attempts += 1;
    this.#kinds.set(outcome.kind, (this.#kinds.get(outcome.kind) ?? 0) + 1);
    if (outcome.kind !== 'ok') this.#failureTimes.push({ at: this.now(), kind: outcome.kind, callBegunAt });
  }

  /** The answers other than 2xx to calls first sent from `from` to `to` (ms on the drill's clock), by kind. */
  failuresBetween(from, to) {
    const kinds = new Map();
    for (const { kind, callBegunAt } of this.#failureTimes) if (callBegunAt >= from && callBegunAt < to) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    return [...kinds];
  }

  /** One call done (after its retries), with the time the user waited for it. */
  finish(group, outcome, callMs) {
    const figures = this.#group(group);
    figures.calls += 1;
    figures.callMs.push(callMs);
    if (outcome.kind === 'ok') {
      figures.ok += 1;
      if (!this.#okTimes.has(group)) this.#okTimes.set(group, []);
      this.#okTimes.get(group).push(this.now());
    }
  }

  groups() {
    return [...this.#groups];
  }

  kinds() {
    return [...this.#kinds].sort((a, b) => b[1] - a[1]);
  }

  count(matches) {
    return [...this.#kinds].filter(([kind]) => matches(kind)).reduce((sum, [, count]) => sum + count, 0);
  }

  /** When the last answer other than 2xx came to a call first sent from `from` on. */
  lastFailureAt(from) {
    return this.#failureTimes.filter(({ callBegunAt }) => callBegunAt >= from).at(-1)?.at;
  }

  /** When the first call of `group` answered 2xx after `at` ended. */
  firstOkAfter(group, at) {
    return (this.#okTimes.get(group) ?? []).find((time) => time >= at);
  }
}
