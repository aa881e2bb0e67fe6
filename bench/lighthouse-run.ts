// One Lighthouse run, through Lighthouse's own CLI in a child process: each run gets a fresh
// Chromium and a fresh Node heap, and a crash of either cannot take the benchmark down.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

import { CHROMIUM_FLAGS, FULL_CHROMIUM } from '../e2e/browser.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The parts of Lighthouse's result (LH.Result) this benchmark reads. */
export interface LighthouseAuditDetails {
  type?: string;
  /** A table's rows; an insight's checklist is an object of named checks instead. */
  items?: Record<string, unknown>[] | Record<string, unknown>;
}

export interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: LighthouseAuditDetails;
}

export interface LighthouseResult {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  configSettings: { formFactor: string; throttlingMethod: string };
  categories: Record<Category, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, LighthouseAudit>;
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/**
 * Lighthouse's defaults: the mobile form factor (Moto G Power screen, 4x CPU slowdown) with
 * simulated throttling (slow 4G). Only the four categories with targets are run.
 */
export function runLighthouse(url: string): Promise<LighthouseResult> {
  const args = [
    lighthouseCli,
    url,
    `--chrome-path=${FULL_CHROMIUM}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const output = Buffer.concat(stdout).toString('utf8');
      // A runtime error (the page's trace, a crashed tab) still writes a result that says so.
      try {
        resolve(JSON.parse(output) as LighthouseResult);
      } catch {
        const message = Buffer.concat(stderr).toString('utf8').trim().split('\n').slice(-5);
        reject(new Error(`Lighthouse exited with ${code}:\n${message.join('\n')}`));
      }
    });
  });
}
