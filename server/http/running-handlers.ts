import type { FastifyInstance } from 'fastify';

/**
 * The route handlers still running, whether or not their client is still there. Closing the
 * server waits for open connections only: a client that left mid-answer (a load tester stopping,
 * a phone losing signal) takes its connection with it while its handler goes on, and the next
 * statement that handler sent after the database pool had been closed failed with an error-level
 * log line ("Cannot use a pool after calling end on the pool", seen stopping `bench:scale` during
 * a three-second keyword search at a million listings). The app's onClose hook waits for these
 * before anything a handler uses is closed.
 */
export interface RunningHandlers {
  /** How many handlers have not settled yet. */
  count(): number;
  /** Resolves true when none runs, or false once `timeoutMs` has passed with some still running. */
  whenIdle(timeoutMs: number): Promise<boolean>;
}

/** Must be called before the routes are added: only routes added after it are followed. */
export function trackRunningHandlers(app: FastifyInstance): RunningHandlers {
  let running = 0;
  let idle: Array<() => void> = [];

  const settled = () => {
    running -= 1;
    if (running > 0) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  };

  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    // The same value back, synchronous or not: only a promise's end is followed, so the
    // handler's meaning for Fastify does not change.
    route.handler = function followed(this: FastifyInstance, ...args: Parameters<typeof handler>) {
      const result: unknown = handler.apply(this, args);
      if (result instanceof Promise) {
        running += 1;
        result.then(settled, settled);
      }
      return result as ReturnType<typeof handler>;
    };
  });

  return {
    count: () => running,
    whenIdle(timeoutMs) {
      if (running === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          idle = idle.filter((each) => each !== done);
          resolve(false);
        }, timeoutMs);
        timer.unref();
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        idle.push(done);
      });
    },
  };
}
