#!/usr/bin/env node
// Makes sure Debian's Chromium is installed for the Playwright tests (design.md section 1).
// Playwright's own browser download does not work on these machines, so never call
// `npx playwright install`: install the distribution package with apt-get instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`Chromium is installed: ${CHROMIUM}`);
  process.exit(0);
}

/** Runs apt-get as root: directly when we are root, otherwise through non-interactive sudo. */
function runAptGet(args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [command, commandArgs] = isRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
  console.log(`$ ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) {
    return `could not run ${command}: ${result.error.message}`;
  }
  if (result.status !== 0) {
    const why = result.signal ? `was killed by ${result.signal}` : `exited with ${result.status}`;
    return `${[command, ...commandArgs].join(' ')} ${why}`;
  }
  return undefined;
}

function fail(reason) {
  console.error(
    [
      '',
      `Could not install Chromium (${CHROMIUM} is missing): ${reason}.`,
      "The browser tests drive Debian's Chromium. Install it by hand, as root:",
      '  apt-get update && apt-get install -y chromium',
      'Do not use `npx playwright install`: its download does not work on this machine.',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(`${CHROMIUM} is missing; installing Debian's chromium package.`);
const updateError = runAptGet(['update']);
if (updateError) fail(updateError);
const installError = runAptGet(['install', '-y', 'chromium']);
if (installError) fail(installError);
if (!existsSync(CHROMIUM)) fail(`apt-get succeeded but ${CHROMIUM} still does not exist`);
console.log(`Chromium installed: ${CHROMIUM}`);
