// Browser tests (e2e/): Debian's Chromium drives the BUILT server, exactly as production runs it.
// Run `npm run build` first; `node scripts/ensure-chromium.mjs` installs the browser if missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs share a machine (each with its own build directory).
const PORT = Number(process.env.E2E_PORT ?? 3310);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * A fresh, empty data directory for this run. Playwright evaluates this file again in every
 * worker; they inherit the runner's environment, so only the runner creates (and removes) it.
 */
function prepareDataDir(): string {
  const existing = process.env.VEEDU_E2E_DATA_DIR;
  if (existing) return existing;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veedu-e2e-'));
  process.env.VEEDU_E2E_DATA_DIR = dataDir;
  // The web server has been stopped by the time the runner exits.
  process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

const dataDir = prepareDataDir();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two cores: the server, the browser and one worker already keep them busy.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // 'list' everywhere: no HTML report, so nothing ever opens a browser window.
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      // Playwright's own browser download does not work here (design.md section 1).
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
      },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    // The first start on a machine draws and encodes the demo pictures (1-2 minutes; cached after).
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM exercises the server's own graceful shutdown before the data directory goes.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      ADMIN_EMAIL: 'admin@veedu.test',
      ADMIN_PASSWORD: 'e2e-password-123',
      // Tests give each page its own X-Forwarded-For (e2e/admin.ts), so per-client rate limits
      // apply per test instead of adding up over the whole run.
      TRUST_PROXY: '1',
      // Per-account limits (3 reset codes an hour...) hold whatever the address; the recovery
      // tests ask for more codes than that for the one admin, on two screen sizes.
      RATE_LIMIT_FACTOR: '20',
      // Never inherit a real database or mail server from the shell running the tests.
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  },
});
