// `npm run bench:uploads`: the server's peak memory while 4 admins upload 30 photos each at once
// (issue 16, item 6). The built server (`node dist/server/main.js`, PGlite, no demo data) is
// started fresh for each run; four clients each send a new listing with 30 camera-sized JPEGs
// (3000 x 2000, about 1.8 MB each, 54 MB a request: just under the 60 MB a request may carry) at
// the same moment. Prints the RSS when ready, the peak RSS of the run (the kernel's VmHWM; the
// image process's apart, decision 033), the time until the last answer and the answers'
// statuses. `--runs N` (default 2); `--arenas N` sets MALLOC_ARENA_MAX (default 2, as
// docs/deploy.md runs it; `--arenas unset` leaves it out).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { listingForm, listingReferences, signIn } from '../server/testing/live-api';
import { startServer } from '../server/testing/process-server';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    arenas: { type: 'string', default: '2' },
    admins: { type: 'string', default: '4' },
    photos: { type: 'string', default: '30' },
  },
});
const RUNS = Number(args.runs);
const ADMINS = Number(args.admins);
const PHOTOS = Number(args.photos);
const admin = { email: 'bench@veedu.test', password: 'bench-password-16' };

/** A photo-like JPEG: smooth colour with grain, as a phone camera's are, about 1.8 MB. */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 90 + seed * 20, g: 120, b: 150 - seed * 10 },
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .blur(0.5)
    .jpeg({ quality: 84 })
    .toBuffer();
}

async function kilobytesOf(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return Number(match?.[1] ?? 0);
}

/** The peak RSS of the server's children (the image process, decision 033), MB. */
async function childrenPeakMb(pid: number): Promise<number> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const peaks = await Promise.all(
    children
      .split(' ')
      .filter(Boolean)
      .map((child) => kilobytesOf(Number(child), 'VmHWM').catch(() => 0)),
  );
  return peaks.reduce((sum, kilobytes) => sum + kilobytes, 0) / 1024;
}

interface RunResult {
  readyMb: number;
  peakMb: number;
  imageProcessPeakMb: number;
  seconds: number;
  statuses: number[];
}

async function run(photos: Buffer[]): Promise<RunResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-bench-uploads-'));
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '100',
  };
  if (args.arenas !== 'unset') env.MALLOC_ARENA_MAX = args.arenas;
  const server = await startServer({ env, readyTimeoutMs: 120_000 });
  try {
    const pid = server.child.pid ?? 0;
    const token = await signIn(server.url, admin.email, admin.password);
    const references = await listingReferences(server.url);
    const readyMb = (await kilobytesOf(pid, 'VmRSS')) / 1024;
    const bodies = Array.from({ length: ADMINS }, (_, index) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(listingForm(references, `upload ${index}`))) {
        form.append(name, value);
      }
      for (let photo = 0; photo < PHOTOS; photo += 1) {
        const data = photos[photo % photos.length] ?? Buffer.alloc(0);
        form.append(
          'uploaded_images',
          new Blob([new Uint8Array(data)], { type: 'image/jpeg' }),
          `IMG_${photo}.jpg`,
        );
      }
      return form;
    });
    const started = Date.now();
    const statuses = await Promise.all(
      bodies.map(async (body) => {
        const response = await fetch(`${server.url}/api/properties/properties/`, {
          method: 'POST',
          headers: { authorization: `Token ${token}` },
          body,
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const peakMb = (await kilobytesOf(pid, 'VmHWM')) / 1024;
    const imageProcessPeakMb = await childrenPeakMb(pid);
    return { readyMb, peakMb, imageProcessPeakMb, seconds, statuses };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const photos = await Promise.all([0, 1, 2, 3, 4].map(cameraPhoto));
const perRequest = Array.from(
  { length: PHOTOS },
  (_, index) => photos[index % photos.length]?.length ?? 0,
).reduce((sum, size) => sum + size, 0);
console.log(
  `${ADMINS} admins x ${PHOTOS} photos of ${(perRequest / PHOTOS / 1024 / 1024).toFixed(2)} MB (${(perRequest / 1024 / 1024).toFixed(1)} MB a request), MALLOC_ARENA_MAX=${args.arenas}, Node ${process.version}`,
);
const results: RunResult[] = [];
for (let index = 0; index < RUNS; index += 1) {
  const result = await run(photos);
  results.push(result);
  console.log(
    `run ${index + 1}: ready ${result.readyMb.toFixed(0)} MB, peak ${result.peakMb.toFixed(0)} MB (image process ${result.imageProcessPeakMb.toFixed(0)} MB), ${result.seconds.toFixed(1)} s, answers ${result.statuses.join(' ')}`,
  );
}
const peaks = results.map((result) => result.peakMb).sort((a, b) => a - b);
console.log(
  `peak RSS: median ${peaks[Math.floor(peaks.length / 2)]?.toFixed(0)} MB, max ${peaks.at(-1)?.toFixed(0)} MB`,
);
