/** How one kind of background job runs: its handler, how long a run may take, and how often it is tried. */
export interface JobKind<Data extends object> {
  name: string;
  run(data: Data): Promise<void>;
  /** A run not finished by then counts as lost (its process died) and is tried again. */
  expireInSeconds: number;
  /** Tries after the first, when a run throws or is lost. */
  retryLimit: number;
  /** Seconds before a retry. */
  retryDelaySeconds: number;
  /** Called once every try has failed or been lost, so what the job logs can say so. */
  givenUp(data: Data): Promise<void>;
}

/**
 * Background work that outlives the request which asked for it (store and video syncs). A job sent once
 * runs once, on whichever replica takes it; one whose process died is tried again.
 */
export interface JobRunner {
  /** Whether queued jobs survive a restart (PostgreSQL's queue) or live in this process only. */
  readonly durable: boolean;
  /** Declares a kind of job; every kind is declared before `start`. */
  define<Data extends object>(kind: JobKind<Data>): void;
  send(name: string, data: object): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to end. */
  stop(): Promise<void>;
  /** How many jobs of each kind wait, run and have failed every try, as far as this runner knows (for the metrics). */
  counts(): Promise<JobCounts[]>;
}

export interface JobCounts {
  kind: string;
  queued: number;
  running: number;
  failed: number;
}

/**
 * The runner of a single-process server (SQLite): jobs run in this process, one at a time per kind, with
 * the same tries as the durable queue. Jobs still queued when the process ends are lost; whoever logs
 * runs re-sends its unfinished ones at start (`durable` is false).
 */
export class InProcessJobRunner implements JobRunner {
  readonly durable = false;
  private readonly kinds = new Map<string, JobKind<object>>();
  private readonly queues = new Map<string, object[]>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = true;
  /** Runs given up since the process started, by kind. */
  private readonly givenUpRuns = new Map<string, number>();

  define<Data extends object>(kind: JobKind<Data>): void {
    this.kinds.set(kind.name, kind as unknown as JobKind<object>);
  }

  async send(name: string, data: object): Promise<void> {
    if (!this.kinds.has(name)) throw new Error(`No job kind ${name} is defined`);
    this.queues.set(name, [...(this.queues.get(name) ?? []), data]);
    this.drain(name);
  }

  async start(): Promise<void> {
    this.stopped = false;
    for (const name of this.queues.keys()) this.drain(name);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running.values());
  }

  async counts(): Promise<JobCounts[]> {
    return [...this.kinds.keys()].map((kind) => ({
      kind,
      queued: this.queues.get(kind)?.length ?? 0,
      running: this.running.has(kind) ? 1 : 0,
      failed: this.givenUpRuns.get(kind) ?? 0,
    }));
  }

  private drain(name: string): void {
    if (this.stopped || this.running.has(name)) return;
    const next = this.queues.get(name)?.shift();
    if (!next) return;
    const kind = this.kinds.get(name)!;
    const done = this.tryAll(kind, next).finally(() => {
      this.running.delete(name);
      this.drain(name);
    });
    this.running.set(name, done);
  }

  private async tryAll(kind: JobKind<object>, data: object): Promise<void> {
    for (let attempt = 0; attempt <= kind.retryLimit; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, kind.retryDelaySeconds * 1000));
      if (this.stopped) return;
      try {
        await kind.run(data);
        return;
      } catch {
        // Tried again below, then given up.
      }
    }
    this.givenUpRuns.set(kind.name, (this.givenUpRuns.get(kind.name) ?? 0) + 1);
    await kind.givenUp(data).catch(() => undefined);
  }
}
