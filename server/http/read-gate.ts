import type { FastifyReply } from 'fastify';

/**
 * How many public answers one process makes at once (READ_CONCURRENCY; by default four once the
 * catalogue holds half a million listings, no limit below); the others wait their turn, first come
 * first served (issue 35, docs/decisions/031).
 *
 * A process has one thread. Thirty-two answers made at once share it: each takes thirty-two times
 * as long, the garbage of all of them lives that long, and a back-office write waits behind every
 * turn of every one of them at each of its database round trips. At a million listings, where a
 * search or a page costs milliseconds of the thread, four at a time made a price change answer
 * three times sooner with as many reads a second and less memory. Where answers cost a fraction
 * of a millisecond (100,000 listings), the line costs more reads a second than it saves, so by
 * default it opens only for a large catalogue (docs/deploy.md).
 *
 * Only the making of a public answer waits: kept answers, writes, anything asked with an
 * Authorization header (the back office), files, health checks and metrics go straight through.
 * A client that leaves while it waits is dropped from the line. Past `maxWaiting` in line, a
 * request is refused at once with 503 and Retry-After, rather than held until it times out.
 */
export interface ReadGate {
  /**
   * Waits for a turn for this reply's request: `'go'` (call `done` when the answer is made),
   * `'gone'` (its client left while it waited) or `'busy'` (the line is full).
   */
  enter(reply: FastifyReply): Promise<'go' | 'gone' | 'busy'>;
  /** Ends a turn `enter` gave. */
  done(): void;
  /**
   * A back-office write has started: until the function it answers is called (once is enough),
   * at most `whileWriting` answers are made at once, so that the write's round trips to the
   * database wait behind fewer public answers' work on the thread; for NARROWED_SHARE of the
   * time at most.
   */
  writing(): () => void;
  /** Requests waiting now, answers being made, and how many may be made at once. */
  readonly waiting: number;
  readonly running: number;
  readonly limit: number;
}

export interface ReadGateOptions {
  /**
   * Answers made at once: a number, or a function asked at each request (Infinity: no line now),
   * as READ_CONCURRENCY=auto opens the line only for a large catalogue.
   */
  limit: number | (() => number);
  /** Requests allowed to wait; one more is refused. */
  maxWaiting: number;
  /** Answers made at once while a back-office write is under way (`writing`); none: no change. */
  whileWriting?: number;
}

/**
 * The share of the time the line may be narrowed for writes, over any stretch: at a high write
 * rate (20 a second at a million listings) writes would otherwise keep it narrow all the time and
 * the public's answers would come one at a time. A quarter, kept as a budget of at most
 * NARROWED_MS_AT_MOST that fills at that share of the time (a narrowing ends when it is spent).
 */
export const NARROWED_SHARE = 0.25;
export const NARROWED_MS_AT_MOST = 250;

export function createReadGate({ limit, maxWaiting, whileWriting }: ReadGateOptions): ReadGate {
  const limitOf = typeof limit === 'number' ? () => limit : limit;
  /** Writes under way (each for WRITE_FIRST_MS at most: public-answers.ts). */
  let writes = 0;
  /** Since when the line is narrowed for writes (Date.now()); undefined: it is not. */
  let narrowedAt: number | undefined;
  let budgetMs = NARROWED_MS_AT_MOST;
  let budgetAt = Date.now();
  let budgetSpent: ReturnType<typeof setTimeout> | undefined;
  const refill = (at: number) => {
    budgetMs = Math.min(NARROWED_MS_AT_MOST, budgetMs + (at - budgetAt) * NARROWED_SHARE);
    budgetAt = at;
  };
  const narrow = () => {
    const at = Date.now();
    refill(at);
    if (budgetMs <= 0) return;
    narrowedAt = at;
    // The budget fills while it is spent: it runs out after budget / (1 - share).
    budgetSpent = setTimeout(widen, budgetMs / (1 - NARROWED_SHARE));
    budgetSpent.unref();
  };
  const widen = () => {
    if (narrowedAt === undefined) return;
    const at = Date.now();
    refill(at);
    budgetMs -= at - narrowedAt;
    narrowedAt = undefined;
    clearTimeout(budgetSpent);
    passTurns();
  };
  const limitNow = () =>
    narrowedAt !== undefined && whileWriting !== undefined
      ? Math.min(limitOf(), whileWriting)
      : limitOf();
  let running = 0;
  // Insertion order is arrival order; a client that leaves is deleted from the middle.
  const line = new Set<() => void>();

  /**
   * Gives turns to those waiting while there is room: a turn passes on as an answer ends, and more
   * turns when the limit has grown since (a catalogue that shrank below READ_CONCURRENCY=auto's
   * size, a write that ended); none while it has shrunk below those running.
   */
  const passTurns = () => {
    const now = limitNow();
    for (const next of line) {
      if (running >= now) break;
      line.delete(next);
      running += 1;
      next();
    }
  };

  return {
    enter(reply) {
      if (running < limitNow()) {
        running += 1;
        return Promise.resolve('go');
      }
      if (line.size >= maxWaiting) return Promise.resolve('busy');
      return new Promise((resolve) => {
        const turn = () => {
          reply.raw.off('close', left);
          resolve('go');
        };
        const left = () => {
          line.delete(turn);
          resolve('gone');
        };
        reply.raw.once('close', left);
        line.add(turn);
      });
    },
    done() {
      running -= 1;
      passTurns();
    },
    writing() {
      writes += 1;
      if (narrowedAt === undefined && whileWriting !== undefined) narrow();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        writes -= 1;
        if (writes === 0) widen();
      };
    },
    get waiting() {
      return line.size;
    },
    get running() {
      return running;
    },
    get limit() {
      return limitNow();
    },
  };
}

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';
