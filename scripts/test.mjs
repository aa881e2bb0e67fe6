// `npm test`: every check, in the order that fails fastest. Stops at the first failing step and
// ends with one line that counts every test: "tests: N passed, N failed, N skipped".
import { spawn, spawnSync } from 'node:child_process';
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
 * The second pass on Node 24 LTS (the version production should run): the tests that run in Node
 * itself, with the registry's Node 24 first on the PATH, so that every process the tests start
 * (servers, workers, the S3 server) runs on it too. Not the type check: TypeScript's compiler
 * answers the same for the same files whatever Node runs it, so a second run checked nothing new
 * (20 s of a clean-clone run, 2026-12-04).
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
    [
      `unit, media and process tests ${on24}`,
      binary,
      vitest(VITEST_JSONS[1], NODE24_PROJECTS),
      env,
    ],
  ];
}

/**
 * Work that only a later step needs, started with the run at the lowest CPU priority (nice 19),
 * so that it takes only what the steps leave idle, and waited for by the step that needs it
 * (`{ awaits }`): the demo catalogue's pictures, which the browser tests' first server otherwise
 * drew itself before the first test (about 90 s on a fresh clone on two cores).
 */
const background = {
  'demo pictures': [
    'nice',
    ['-n', '19', process.execPath, '--import', 'tsx', 'scripts/draw-demo-pictures.ts'],
  ],
};

/**
 * [name, command, arguments, extra environment]; a function is resolved when its turn comes.
 * `{ group }`: steps that need nothing from each other, run at the same time: each is mostly one
 * thread (the type checker, ESLint, Prettier), so two cores finish them in about the time of the
 * longest. Never a step that times anything. Their output is held and printed whole, one step
 * after the other, when all have ended.
 */
const steps = [
  ['browser (Debian Chromium)', 'node', ['scripts/ensure-chromium.mjs']],
  // The route modules' types first: the type check and ESLint's typed rules both read them.
  ['route types', process.execPath, ['node_modules/@react-router/dev/bin.js', 'typegen']],
  {
    group: [
      ['types', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit']],
      ['lint', process.execPath, ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0']],
      ['format', process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', '.']],
    ],
  },
  ['build', 'npm', ['run', '--silent', 'build']],
  [
    'unit, API (PGlite and PostgreSQL) and process tests',
    process.execPath,
    vitest(VITEST_JSONS[0]),
  ],
  node24Steps,
  { awaits: 'demo pictures' },
  ['browser tests', 'npx', ['playwright', 'test', '--reporter=list,json']],
];

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

/** Runs one step with its output on the terminal; resolves to its exit status. */
function runAttached([name, command, args, extraEnv = {}]) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: envWith(extraEnv) });
  return result.status;
}

/** Runs one step with its output held; resolves to its status and output, in order. */
function runHeld(step) {
  return startHeld(step).done;
}

/** Starts one step with its output held: the child, and its status and output once it ends. */
function startHeld([, command, args, extraEnv = {}]) {
  const chunks = [];
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...envWith(extraEnv), FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      chunks.push(Buffer.from(`could not run ${command}: ${error.message}\n`));
    });
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks) }));
  });
  return { child, done };
}

function envWith(extraEnv) {
  return { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON, ...extraEnv };
}

const secondsSince = (time) => ((Date.now() - time) / 1000).toFixed(1);

const started = Date.now();
const running = Object.fromEntries(
  Object.entries(background).map(([name, [command, args]]) => [
    name,
    startHeld([name, command, args]),
  ]),
);
// A run that stops before a step waited for its background work stops that work too.
process.on('exit', () => {
  for (const { child } of Object.values(running)) if (child.exitCode === null) child.kill();
});
let failedStep = null;
const queue = [...steps];
while (queue.length > 0 && !failedStep) {
  const step = queue.shift();
  if (typeof step === 'function') {
    queue.unshift(...step());
    continue;
  }
  const stepStarted = Date.now();
  if ('awaits' in step) {
    const { status, output } = await running[step.awaits].done;
    console.log(`\n=== ${step.awaits} (in the background since the start) ===`);
    process.stdout.write(output);
    if (status !== 0) {
      console.error(`\n✗ ${step.awaits} failed`);
      failedStep = step.awaits;
    } else console.log(`✓ ${step.awaits} (waited ${secondsSince(stepStarted)}s for it)`);
    continue;
  }
  if ('group' in step) {
    const results = await Promise.all(step.group.map(runHeld));
    step.group.forEach(([name], index) => {
      const { status, output } = results[index];
      console.log(`\n=== ${name} (side by side) ===`);
      process.stdout.write(output);
      if (status !== 0) {
        console.error(`\n✗ ${name} failed (the group took ${secondsSince(stepStarted)}s)`);
        failedStep ??= name;
      } else {
        console.log(`✓ ${name} (the group took ${secondsSince(stepStarted)}s)`);
      }
    });
    continue;
  }
  const status = runAttached(step);
  if (status !== 0) {
    console.error(`\n✗ ${step[0]} failed after ${secondsSince(stepStarted)}s`);
    failedStep = step[0];
  } else {
    console.log(`✓ ${step[0]} (${secondsSince(stepStarted)}s)`);
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const file of VITEST_JSONS.filter((each) => existsSync(each))) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}
let flaky = 0;
if (existsSync(PLAYWRIGHT_JSON)) {
  const { stats } = JSON.parse(readFileSync(PLAYWRIGHT_JSON, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
  flaky = stats.flaky;
}
if (failedStep && counts.failed === 0) counts.failed = 1;

console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)}s`);
// Browser tests that passed only when run again (CI retries once): counted as passed, named here
// so that they are seen and mended rather than forgotten.
if (flaky > 0) console.log(`flaky: ${flaky} browser test(s) passed only on their retry (above)`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
