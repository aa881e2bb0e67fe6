// Bundles the server's TypeScript into dist/server/ (dependencies stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', cli: 'server/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
