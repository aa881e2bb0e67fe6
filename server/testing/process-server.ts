import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../paths';

/**
 * The built server (`npm run build`) as a real process, started as a deploy starts it:
 * `node dist/server/main.js`. Used by the process tests and by the load and crash scripts.
 */
export const mainScript = path.join(projectRoot, 'dist', 'server', 'main.js');
export const cliScript = path.join(projectRoot, 'dist', 'server', 'cli.js');

export function assertBuilt(): void {
  if (!existsSync(mainScript)) throw new Error('Run "npm run build" before the process tests.');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  url: string;
  /**
   * Everything the process wrote so far, stdout and stderr; with `logFile`, only the lines worth
   * reading (see there).
   */
  output(): string;
  /** The JSON log lines written so far, parsed (other lines skipped). */
  logs(): Record<string, unknown>[];
  /** Whether the process is still running. */
  isRunning(): boolean;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (a crash), then waits for the exit. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** Environment on top of PATH, HOST, PORT and the defaults below. */
  env?: NodeJS.ProcessEnv;
  port?: number;
  /** How long to wait for /readyz. */
  readyTimeoutMs?: number;
  /**
   * Write everything the process writes to this file, and keep in memory (`output`, `logs`) only
   * what is not a log line below warning level. A load test makes one log line a request,
   * millions of them: more than a string can hold.
   */
  logFile?: string;
}

/** A JSON log line below warning level (pino: 10 trace, 20 debug, 30 info). */
const ROUTINE_LOG_LINE = /^\{"level":[123]0,/;

/**
 * Starts the built server and waits until /readyz answers. No NODE_ENV is set unless `env`
 * sets it, as when a container or process manager runs the bundle directly.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // A benchmark's server may be profiled: BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/p".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, mainScript], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      // The suite can be run with pages rendered on threads: RENDER_THREADS=1 npm run test:...
      ...(process.env.RENDER_THREADS ? { RENDER_THREADS: process.env.RENDER_THREADS } : {}),
      ...options.env,
    },
    cwd: os.tmpdir(),
  });
  let output = '';
  const file = options.logFile ? createWriteStream(options.logFile) : undefined;
  const partLines = { stdout: '', stderr: '' };
  const take = (from: 'stdout' | 'stderr') => (chunk: Buffer) => {
    if (!file) {
      output += chunk.toString();
      return;
    }
    file.write(chunk);
    const lines = (partLines[from] + chunk.toString()).split('\n');
    partLines[from] = lines.pop() ?? '';
    for (const line of lines) if (!ROUTINE_LOG_LINE.test(line)) output += `${line}\n`;
  };
  child.stdout?.on('data', take('stdout'));
  child.stderr?.on('data', take('stderr'));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      if (file) {
        output += partLines.stdout + partLines.stderr;
        file.end();
      }
      resolve(code);
    }),
  );
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early:\n${output}`);
    }
    const ready = await fetch(`${url}/readyz`).catch(() => null);
    if (ready?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    port,
    url,
    output: () => output,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    isRunning: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Log lines at error level or above (pino: 50 error, 60 fatal). */
export function errorLines(logs: Record<string, unknown>[]): Record<string, unknown>[] {
  return logs.filter((line) => typeof line.level === 'number' && line.level >= 50);
}
