import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A long loop over a request's input shares the event loop (issue 32, item 1): `await pause()`
 * between its steps lets the other requests, timers and I/O waiting run once `sliceMs` has
 * passed since the last turn, and costs one clock read otherwise. The loop's steps must each be
 * short (bounded by the input's limits) for the slices to stay near `sliceMs`.
 */
export function pauseEvery(sliceMs: number): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}
