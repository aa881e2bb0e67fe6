// Bundles the server's TypeScript into dist/server/ (dependencies stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'production-server': 'server/production-server.ts',
    cli: 'server/cli.ts',
  },
  // main.js sets NODE_ENV before it loads the server (and React with it): keep them apart.
  external: ['./production-server.js'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
