// `npm test`: every check, in the order that fails fastest. Stops at the first failing step and
// ends with one line that counts every test: "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { ensureNode24, NODE24_VERSION } from './ensure-node24.mjs';

const RESULTS = '.test-reports';
const VITEST_JSONS = [`${RESULTS}/vitest.json`, `${RESULTS}/vitest-node24.json`];
/**
 * What the Node 24 pass runs: the unit tests (formats and Intl, which follow Node's ICU), the
 * media tests against a bucket, and the process tests, which start the built server on both
 * engines and answer real HTTP. The API suite runs in-process on Node 20 only, on both engines:
 * run a third time it made the run pass 25 minutes (decision 020, "Since").
 */
const NODE24_PROJECTS = ['unit', 'api-s3', 'process'];
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;

/** Vitest's arguments: every project unless some are named, with a JSON report to count from. */
function vitest(report, projects = []) {
  return [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
}

/**
 * The second pass on Node 24 LTS (the version production should run): the same type check and
 * the tests that run in Node itself, with the registry's Node 24 first on the PATH, so that every
 * process the tests start (servers, workers, the S3 server) runs on it too.
 */
function node24Steps() {
  if (process.versions.node.split('.')[0] === '24') return [];
  let found;
  try {
    found = ensureNode24();
  } catch (error) {
    const message = `Node ${NODE24_VERSION} could not be installed: ${error.message}`;
    return [
      [
        `Node ${NODE24_VERSION}`,
        process.execPath,
        ['-e', `throw new Error(${JSON.stringify(message)})`],
      ],
    ];
  }
  const { binary, reason } = found;
  if (!binary) {
    console.log(`\n(no second pass on Node 24: ${reason})`);
    return [];
  }
  console.log(`\nNode ${NODE24_VERSION} for the second pass: ${binary} (${reason})`);
  const env = { PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}` };
  const on24 = `on Node ${NODE24_VERSION}`;
  return [
    [`types ${on24}`, binary, ['node_modules/typescript/bin/tsc', '--noEmit'], env],
    [
      `unit, media and process tests ${on24}`,
      binary,
      vitest(VITEST_JSONS[1], NODE24_PROJECTS),
      env,
    ],
  ];
}

/** [name, command, arguments, extra environment]; a function is resolved when its turn comes. */
const steps = [
  ['browser (Debian Chromium)', 'node', ['scripts/ensure-chromium.mjs']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['lint and format', 'npm', ['run', '--silent', 'lint']],
  ['build', 'npm', ['run', '--silent', 'build']],
  [
    'unit, API (PGlite and PostgreSQL) and process tests',
    process.execPath,
    vitest(VITEST_JSONS[0]),
  ],
  node24Steps,
  ['browser tests', 'npx', ['playwright', 'test', '--reporter=list,json']],
];

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const started = Date.now();
let failedStep = null;
const queue = [...steps];
while (queue.length > 0) {
  const step = queue.shift();
  if (typeof step === 'function') {
    queue.unshift(...step());
    continue;
  }
  const [name, command, args, extraEnv = {}] = step;
  const stepStarted = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON, ...extraEnv },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    failedStep = name;
    break;
  }
  console.log(`✓ ${name} (${seconds}s)`);
}

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const file of VITEST_JSONS.filter((each) => existsSync(each))) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}
if (existsSync(PLAYWRIGHT_JSON)) {
  const { stats } = JSON.parse(readFileSync(PLAYWRIGHT_JSON, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}
if (failedStep && counts.failed === 0) counts.failed = 1;

console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
