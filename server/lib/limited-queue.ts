/** Work refused because every place in the queue was taken, or because it waited in it too long. */
export class QueueFullError extends Error {
  constructor() {
    super('The queue is full.');
    this.name = 'QueueFullError';
  }
}

export interface LimitedQueueOptions {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a turn besides those running. */
  queueLength: number;
  /** The longest a task waits for its turn before it is refused. */
  maxWaitMs: number;
}

/**
 * Runs at most `concurrency` tasks at once. A task that finds them all busy waits its turn, first come
 * first served, if fewer than `queueLength` already wait, and for at most `maxWaitMs`; otherwise it is
 * refused with QueueFullError and never runs. A finishing task hands its place straight to the next,
 * so no newcomer can slip in between.
 */
export class LimitedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: LimitedQueueOptions) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    return this.start(task, () => this.boundedTurn());
  }

  /** Like `run`, but waits however long the line: for work no client is waiting on, such as the seed at start. */
  runInTurn<T>(task: () => Promise<T>): Promise<T> {
    return this.start(task, () => this.turn());
  }

  private async start<T>(task: () => Promise<T>, waitForTurn: () => Promise<void>): Promise<T> {
    // A free place is taken at once; a turn handed over by a finishing task keeps the count as it is.
    if (this.running < this.options.concurrency) this.running += 1;
    else await waitForTurn();
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private turn(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private boundedTurn(): Promise<void> {
    if (this.waiting.length >= this.options.queueLength) return Promise.reject(new QueueFullError());
    return new Promise((resolve, reject) => {
      const beginTurn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(beginTurn), 1);
        reject(new QueueFullError());
      }, this.options.maxWaitMs);
      this.waiting.push(beginTurn);
    });
  }
}
