import { afterEach, describe, expect, it, vi } from 'vitest';
import { LimitedQueue, QueueFullError } from '../lib/limited-queue';

/** A task that runs until the test finishes it, and says whether it has started. */
function heldTask() {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const task = {
    started: false,
    finish,
    run: async () => {
      task.started = true;
      await finished;
    },
  };
  return task;
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('LimitedQueue', () => {
  it('runs at most `concurrency` tasks at once and starts the waiting ones in order as places free', async () => {
    const queue = new LimitedQueue({ concurrency: 2, queueLength: 5, maxWaitMs: 10_000 });
    const tasks = Array.from({ length: 4 }, heldTask);
    const runs = tasks.map((task) => queue.run(task.run));
    await settle();
    expect(tasks.map((task) => task.started)).toEqual([true, true, false, false]);

    tasks[1]!.finish();
    await settle();
    expect(tasks.map((task) => task.started)).toEqual([true, true, true, false]);
    // First come, first served: a newcomer waits behind the one already waiting.
    const newcomer = heldTask();
    const newcomerRun = queue.run(newcomer.run);
    tasks[0]!.finish();
    await settle();
    expect([tasks[3]!.started, newcomer.started]).toEqual([true, false]);

    for (const task of [...tasks, newcomer]) task.finish();
    await Promise.all([...runs, newcomerRun]);
    expect(newcomer.started).toBe(true);
  });

  it('refuses a task at once when `queueLength` already wait, and never runs it', async () => {
    const queue = new LimitedQueue({ concurrency: 1, queueLength: 1, maxWaitMs: 10_000 });
    const [running, waiting, refused] = [heldTask(), heldTask(), heldTask()];
    const runs = [queue.run(running.run), queue.run(waiting.run)];
    await expect(queue.run(refused.run)).rejects.toBeInstanceOf(QueueFullError);
    running.finish();
    waiting.finish();
    await Promise.all(runs);
    expect(refused.started).toBe(false);
  });

  it('refuses a task that waited longer than `maxWaitMs`, and frees its place in the queue', async () => {
    vi.useFakeTimers();
    const queue = new LimitedQueue({ concurrency: 1, queueLength: 1, maxWaitMs: 3000 });
    const [running, tooLate, next] = [heldTask(), heldTask(), heldTask()];
    const first = queue.run(running.run);
    const late = queue.run(tooLate.run);
    const lateRefusal = expect(late).rejects.toBeInstanceOf(QueueFullError);
    vi.advanceTimersByTime(3000);
    await lateRefusal;

    const nextRun = queue.run(next.run);
    running.finish();
    await first;
    next.finish();
    await nextRun;
    expect([tooLate.started, next.started]).toEqual([false, true]);
  });

  it('lets work no client waits on (`runInTurn`) wait however long the line', async () => {
    vi.useFakeTimers();
    const queue = new LimitedQueue({ concurrency: 1, queueLength: 0, maxWaitMs: 3000 });
    const [running, patient] = [heldTask(), heldTask()];
    const runs = [queue.run(running.run), queue.runInTurn(patient.run)];
    vi.advanceTimersByTime(60_000);
    running.finish();
    patient.finish();
    await Promise.all(runs);
    expect(patient.started).toBe(true);
  });
});
