import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './paths';
import {
  assertBuilt,
  cliScript,
  freePort,
  mainScript,
  type RunningServer,
  startServer as startBuiltServer,
} from './testing/process-server';

let dataDir: string;
let port: number;

function serverEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    ...extra,
  };
}

function startServer(): Promise<RunningServer> {
  return startBuiltServer({ env: serverEnv(), port });
}

function runCli(args: string[], input?: string) {
  return spawnSync(process.execPath, [cliScript, ...args], {
    env: serverEnv(),
    input: input ?? '',
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function login(email: string, password: string) {
  return fetch(`http://127.0.0.1:${port}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

beforeAll(async () => {
  assertBuilt();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-process-'));
  port = await freePort();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the built server as a real process', () => {
  it('migrates, seeds, prints the first admin once, serves pages and the API, and stops on SIGTERM', async () => {
    const server = await startServer();
    try {
      const generated = /password: (\S+)/.exec(server.output())?.[1];
      expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect((await login('admin@localhost', generated ?? '')).status).toBe(200);

      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await home.text();
      expect(html).toContain('We manage your dreams');
      // Every inline script the page runs is allowed by its hash, and nothing else inline is.
      const policy = home.headers.get('content-security-policy') ?? '';
      const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
      expect(scriptSources).not.toMatch(/unsafe-inline/);
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes = '']) => !attributes.includes('application/ld+json'))
        .map(([, , text = '']) => text);
      expect(inline.length).toBeGreaterThan(0);
      for (const text of inline) {
        const hash = createHash('sha256').update(text).digest('base64');
        expect(scriptSources).toContain(`'sha256-${hash}'`);
      }

      const asset = /\/assets\/[\w.-]+\.(?:js|css)/.exec(html)?.[0];
      expect(asset).toBeTruthy();
      const assetResponse = await fetch(`http://127.0.0.1:${port}${asset}`);
      expect(assetResponse.status).toBe(200);
      expect(assetResponse.headers.get('cache-control')).toContain('immutable');
      // Read it all: an unread body is a slow client, which shutdown would (rightly) wait for.
      expect((await assetResponse.arrayBuffer()).byteLength).toBeGreaterThan(100);

      const missing = await fetch(`http://127.0.0.1:${port}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Page Not Found');

      const api404 = await fetch(`http://127.0.0.1:${port}/api/no-such-thing/`);
      expect(api404.status).toBe(404);
      expect(await api404.json()).toEqual({ detail: 'Not found.' });
    } finally {
      expect(await server.stop(), server.output()).toBe(0);
    }
    expect(server.output()).toContain('shut down cleanly');
    // A first start migrates and seeds the demo (its pictures drawn with sharp): 10 s on a quiet
    // machine, past 30 s with the Node 24 pass's other process tests at once on two cores.
  }, 90_000);

  it('creates an admin and sets a password from the command line', async () => {
    const created = runCli([
      'create',
      '--email',
      'Office@Veedu.test',
      '--password',
      'cli-pass-123',
    ]);
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Admin office@veedu.test created.');
    expect(created.status).toBe(0);

    const duplicate = runCli([
      'create',
      '--email',
      'office@veedu.test',
      '--password',
      'x-pass-123',
    ]);
    expect(duplicate.status).toBe(1);

    const changed = runCli(['set-password', '--email', 'office@veedu.test'], 'piped-pass-456\n');
    expect(changed.stdout).toContain('Password of office@veedu.test changed.');
    expect(changed.status).toBe(0);

    const tooShort = runCli(['set-password', '--email', 'office@veedu.test'], 'short\n');
    expect(tooShort.status).toBe(2);

    const server = await startServer();
    try {
      expect(server.output()).not.toContain('password:');
      expect((await login('office@veedu.test', 'cli-pass-123')).status).toBe(401);
      expect((await login('office@veedu.test', 'piped-pass-456')).status).toBe(200);
    } finally {
      expect(await server.stop(), server.output()).toBe(0);
    }
    // Five command-line runs, each booting the embedded database (about 3 s alone), then a
    // server: 16 s on a quiet machine, past 30 s with three test files at once on two cores.
  }, 90_000);

  it("renders with React's production build when started with no NODE_ENV", async () => {
    const probe = path.join(projectRoot, 'server', 'testing', 'react-build-probe.mjs');
    const ranFile = path.join(dataDir, 'react-files.txt');
    const { NODE_ENV: _unset, ...withoutNodeEnv } = serverEnv({
      NODE_OPTIONS: `--import ${probe}`,
      REACT_BUILD_PROBE_FILE: ranFile,
    });
    const server = await startBuiltServer({ env: withoutNodeEnv, port });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const ready = server.logs().find((line) => String(line.msg).includes('is ready'));
      expect(ready?.react).toBe('production');
    } finally {
      expect(await server.stop(), server.output()).toBe(0);
    }
    const ran = (await readFile(ranFile, 'utf8')).split('\n');
    expect(ran.some((file) => file.endsWith('react-dom-server.node.production.js'))).toBe(true);
    expect(ran.filter((file) => file.endsWith('.development.js'))).toEqual([]);

    // The probe itself sees a development build when one runs.
    const control = spawnSync(
      process.execPath,
      ['--import', probe, '-e', "require('react-dom/server')"],
      {
        cwd: projectRoot,
        env: { PATH: process.env.PATH, REACT_BUILD_PROBE_FILE: ranFile },
        encoding: 'utf8',
      },
    );
    expect(control.status, control.stderr).toBe(0);
    expect(await readFile(ranFile, 'utf8')).toContain('react-dom-server.node.development.js');
  }, 60_000);

  it('refuses to start with a bad setting and names it', () => {
    const result = spawnSync(process.execPath, [mainScript], {
      env: serverEnv({ PORT: 'eighty' }),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: must be a whole number between 1 and 65535');
  });

  it('loads no code of the demo catalogue at start: demo.js beside it has it, imported lazily', async () => {
    const dir = path.dirname(mainScript);
    const source = (file: string) => readFile(path.join(dir, file), 'utf8');
    /** A bundle file and every file it imports statically, transitively (esbuild's output). */
    async function loadedWith(file: string, seen = new Set<string>()): Promise<Set<string>> {
      if (seen.has(file)) return seen;
      seen.add(file);
      const text = await source(file);
      const imports = [
        ...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*"\.\/([^"]+)";/gm),
        ...text.matchAll(/^import\s*"\.\/([^"]+)";/gm),
      ];
      for (const [, imported = ''] of imports) await loadedWith(imported, seen);
      return seen;
    }
    // esbuild heads each module's code with a comment naming its source file.
    const demoModule = /^\/\/ demo\//m;
    const atStart = await loadedWith('main.js');
    // main.js loads production-server.js with import() once NODE_ENV is set.
    expect(await source('main.js')).toContain('import("./production-server.js")');
    for (const file of await loadedWith('production-server.js', atStart)) {
      expect(await source(file), file).not.toMatch(demoModule);
    }
    expect(atStart).not.toContain('demo.js');
    expect(await source('production-server.js')).toContain('import("./demo.js")');
    expect(await source('demo.js')).toMatch(/^\/\/ demo\/seed-demo\.ts$/m);
  });
});
