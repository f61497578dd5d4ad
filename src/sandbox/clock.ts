/**
 * The test clock: real time plus an offset that only grows. Work that must happen
 * "later" (period payments, order expiry, callback retries) is a job scheduled at a
 * clock instant. A real-time ticker runs jobs as they fall due; `advance()` moves the
 * offset forward and runs every job due on the way, in time order, each seeing the
 * clock at its own due instant (so a monthly renewal scheduled by a renewal still runs
 * when one advance spans several months).
 */
import { addDuration, parseDuration } from './duration.js';

export type Job = () => void | Promise<void>;

interface ScheduledJob {
  id: number;
  at: number;
  label: string;
  run: Job;
}

export interface ClockJobView {
  at: string;
  label: string;
}

export interface TestClock {
  now(): Date;
  /** Moves the clock forward by an ISO 8601 duration and runs what falls due. */
  advance(duration: string): Promise<Date>;
  schedule(at: Date, label: string, run: Job): () => void;
  /** Runs every job due at the current instant. */
  runDue(): Promise<number>;
  pending(): ClockJobView[];
  close(): void;
}

export class ClockError extends Error {}

/** One advance may not jump more than this: an open-ended daily plan would pay thousands of periods. */
const MAX_ADVANCE_MS = 3660 * 86_400_000;

export function createTestClock(options: { start?: Date; tickMs?: number; onJobError?: (e: unknown) => void } = {}): TestClock {
  let offset = options.start ? options.start.getTime() - Date.now() : 0;
  let nextId = 1;
  let jobs: ScheduledJob[] = [];
  // Serializes runs so that the ticker and an advance never run one job twice.
  let running: Promise<unknown> = Promise.resolve();
  const onJobError = options.onJobError ?? ((e: unknown) => console.error('[sandbox] clock job failed:', e));

  const nowMs = () => Date.now() + offset;
  const moveTo = (ms: number) => {
    if (ms > nowMs()) offset = ms - Date.now();
  };

  function takeNextDue(limit: number): ScheduledJob | undefined {
    let best: ScheduledJob | undefined;
    for (const job of jobs) if (job.at <= limit && (!best || job.at < best.at || (job.at === best.at && job.id < best.id))) best = job;
    if (best) jobs = jobs.filter((j) => j !== best);
    return best;
  }

  async function runUntil(limit: number): Promise<number> {
    let ran = 0;
    for (let job = takeNextDue(limit); job; job = takeNextDue(limit)) {
      moveTo(job.at);
      try {
        await job.run();
      } catch (e) {
        onJobError(e);
      }
      ran++;
    }
    moveTo(limit);
    return ran;
  }

  function serialized<T>(work: () => Promise<T>): Promise<T> {
    const result = running.then(work, work);
    running = result.catch(() => undefined);
    return result;
  }

  const ticker = setInterval(() => void serialized(() => runUntil(nowMs())), options.tickMs ?? 1000);
  ticker.unref();

  return {
    now: () => new Date(nowMs()),
    advance(text) {
      const duration = parseDuration(text);
      if (!duration) return Promise.reject(new ClockError(`"${text}" is not an ISO 8601 duration such as P1M or PT1H`));
      return serialized(async () => {
        const target = addDuration(new Date(nowMs()), duration).getTime();
        if (target - nowMs() > MAX_ADVANCE_MS) throw new ClockError(`"${text}" is more than 10 years; advance in smaller steps`);
        await runUntil(target);
        return new Date(nowMs());
      });
    },
    schedule(at, label, run) {
      const job: ScheduledJob = { id: nextId++, at: at.getTime(), label, run };
      jobs.push(job);
      return () => {
        jobs = jobs.filter((j) => j !== job);
      };
    },
    runDue: () => serialized(() => runUntil(nowMs())),
    pending: () => [...jobs].sort((a, b) => a.at - b.at).map((j) => ({ at: new Date(j.at).toISOString(), label: j.label })),
    close: () => clearInterval(ticker),
  };
}
