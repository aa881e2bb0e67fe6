// `npm run bench:views`: what counting views costs the detail page (issue 15, item 3: "must not
// add measurable time"). The built server (`node dist/server/main.js`, PGlite, the demo
// catalogue, TRUST_PROXY=1) serves one listing's page at 32 connections, alternately to a robot
// (not counted: the counting's early return) and to a new visitor on every request (counted: a
// view buffered per request, written in batches every 5 s), several rounds of 10 s each. Prints
// requests per second and latency percentiles of both, and the views the database holds after.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startServer } from '../server/testing/process-server';

interface Run {
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

const CONNECTIONS = 32;
const DURATION_S = 10;
const ROUNDS = 3;
/**
 * `--rate N`: N requests a second in all (steady traffic below saturation) instead of as many as
 * the server answers; latency then shows what counting adds to a page, throughput nothing.
 */
const rateArgument = process.argv.indexOf('--rate');
const RATE = rateArgument === -1 ? undefined : Number(process.argv[rateArgument + 1]);
if (RATE !== undefined && !(RATE > 0))
  throw new Error('--rate takes a number of requests a second');

let firstVisitor = 0;

function load(url: string, counted: boolean, duration = DURATION_S): Promise<Run> {
  firstVisitor += 1_000_000;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./views-worker.mjs', import.meta.url), {
      workerData: { url, connections: CONNECTIONS, duration, counted, firstVisitor, rate: RATE },
    });
    worker.once('message', (run: Run) => {
      resolve(run);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-bench-views-'));
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@veedu.test',
      ADMIN_PASSWORD: 'bench-password-123',
    },
    readyTimeoutMs: 300_000,
  });
  try {
    const list = (await (
      await fetch(`${server.url}/api/properties/properties/?page_size=1`)
    ).json()) as {
      data: { id: number }[];
    };
    const id = list.data[0]?.id;
    if (!id) throw new Error('no listing to load');
    const url = `${server.url}/property/${id}`;
    await load(url, false, 3); // warm-up: the page made once and kept
    const runs: Record<'off' | 'on', Run[]> = { off: [], on: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.off.push(await load(url, false));
      runs.on.push(await load(url, true));
    }
    const login = await fetch(`${server.url}/api/accounts/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@veedu.test', password: 'bench-password-123' }),
    });
    const { token } = (await login.json()) as { token: string };
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // the last batch
    const stats = (await (
      await fetch(`${server.url}/api/properties/properties/${id}/stats/`, {
        headers: { authorization: `Token ${token}` },
      })
    ).json()) as { views: number };

    console.log(
      `detail page /property/${id}, ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION_S} s each, ` +
        (RATE ? `${RATE} requests a second` : 'as fast as answered'),
    );
    for (const [name, list] of Object.entries(runs)) {
      const bad = list.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
      console.log(
        `counting ${name.padEnd(3)}: ${list.map((run) => run.requestsPerSecond).join(' / ')} req/s` +
          ` (median ${median(list.map((run) => run.requestsPerSecond))}),` +
          ` p50 ${median(list.map((run) => run.p50))} ms, p95 ${median(list.map((run) => run.p95))} ms,` +
          ` p99 ${median(list.map((run) => run.p99))} ms, non-2xx or errors ${bad}`,
      );
    }
    const counted = runs.on.reduce((sum, run) => sum + run.requestsPerSecond * DURATION_S, 0);
    console.log(
      `views stored: ${stats.views} (about ${counted} counted requests, each a new visitor)`,
    );
    const dropped = server
      .logs()
      .reduce((sum, line) => sum + (typeof line.dropped === 'number' ? line.dropped : 0), 0);
    console.log(`views dropped (more than 50,000 waiting): ${dropped}`);
    const errors = server.logs().filter((line) => Number(line.level) >= 50);
    if (errors.length > 0) console.error(`error lines in the server's log: ${errors.length}`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
