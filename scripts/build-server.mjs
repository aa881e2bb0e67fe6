// Bundles the server's TypeScript into dist/server/ (dependencies stay in node_modules).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const OUT_DIR = 'dist/server';

const common = {
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
};

const results = [
  // main.js sets NODE_ENV before it loads the server (and React with it): keep them apart.
  await build({
    ...common,
    entryPoints: { main: 'server/main.ts', cli: 'server/cli.ts' },
    external: ['./production-server.js'],
  }),
  // The demo catalogue (demo/, some 190 KB of listings and picture drawing) is imported by the
  // server only when it seeds (server/serve.ts): split into demo.js, beside production-server.js,
  // which loads it by a relative path. Code both use goes into a shared chunk-*.js. A render
  // thread (server/ssr/render-threads.ts) starts render-thread.js, beside them too, and the image
  // process (server/media/image-process.ts) image-worker.js.
  await build({
    ...common,
    entryPoints: {
      'production-server': 'server/production-server.ts',
      demo: 'demo/seed-demo.ts',
      'render-thread': 'server/ssr/render-thread.ts',
      'image-worker': 'server/media/image-worker.ts',
    },
    splitting: true,
  }),
];

// Chunks are named by their content: remove those an earlier build left.
const written = new Set(
  results
    .flatMap((result) => Object.keys(result.metafile.outputs))
    .map((file) => path.resolve(file)),
);
for (const file of readdirSync(OUT_DIR)) {
  const full = path.resolve(OUT_DIR, file);
  if (!written.has(full)) rmSync(full, { recursive: true, force: true });
}
