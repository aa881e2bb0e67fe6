#!/usr/bin/env node
// Makes sure Debian's Chromium is installed for the Playwright tests (design.md section 1): the
// browser tests drive its headless shell (decision 034), Lighthouse the full browser. Playwright's
// own browser download does not work on these machines, so never call `npx playwright install`:
// install the distribution packages with apt-get instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';

import { FULL_CHROMIUM, HEADLESS_SHELL } from '../e2e/browser.mjs';

/** Each Debian package and the binary it installs. */
const PACKAGES = [
  ['chromium', FULL_CHROMIUM],
  ['chromium-headless-shell', HEADLESS_SHELL],
];

const missing = PACKAGES.filter(([, binary]) => !existsSync(binary));
const missingBinaries = missing.map(([, binary]) => binary).join(', ');
if (missing.length === 0) {
  console.log(`Chromium is installed: ${PACKAGES.map(([, binary]) => binary).join(', ')}`);
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
      `Could not install Chromium (${missingBinaries} missing): ${reason}.`,
      "The browser tests drive Debian's Chromium. Install it by hand, as root:",
      `  apt-get update && apt-get install -y ${PACKAGES.map(([name]) => name).join(' ')}`,
      'Do not use `npx playwright install`: its download does not work on this machine.',
    ].join('\n'),
  );
  process.exit(1);
}

const names = missing.map(([name]) => name);
console.log(`${missingBinaries} missing; installing ${names.join(', ')}.`);
const updateError = runAptGet(['update']);
if (updateError) fail(updateError);
const installError = runAptGet(['install', '-y', ...names]);
if (installError) fail(installError);
const stillMissing = missing.filter(([, binary]) => !existsSync(binary));
if (stillMissing.length > 0) {
  fail(
    `apt-get succeeded but ${stillMissing.map(([, binary]) => binary).join(', ')} still missing`,
  );
}
console.log(`Chromium installed: ${missingBinaries}`);
