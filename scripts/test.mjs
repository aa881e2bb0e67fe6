// `npm test`: every check, in the order that fails fastest. Stops at the first failing step and
// ends with one line that counts every test: "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = '.test-reports';
const VITEST_JSON = `${RESULTS}/vitest.json`;
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;

const steps = [
  ['browser (Debian Chromium)', 'node', ['scripts/ensure-chromium.mjs']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['lint and format', 'npm', ['run', '--silent', 'lint']],
  ['build', 'npm', ['run', '--silent', 'build']],
  [
    'unit, API (PGlite and PostgreSQL) and process tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
  ],
  ['browser tests', 'npx', ['playwright', 'test', '--reporter=list,json']],
];

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const started = Date.now();
let failedStep = null;
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
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
if (existsSync(VITEST_JSON)) {
  const report = JSON.parse(readFileSync(VITEST_JSON, 'utf8'));
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
