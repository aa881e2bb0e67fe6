// `npm start`: builds when the build is missing or older than the sources, then runs the server
// in this same process (one Node process serves the API, media and the site).
import { spawnSync } from 'node:child_process';
import { isBuildStale } from './build-state.mjs';

if (isBuildStale()) {
  console.log('Building Veedu (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
