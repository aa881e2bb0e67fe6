import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { imageProcessNice, imageProcessSettings } from './image-process';
import { prepareImage } from './image-pipeline';
import { makeTestImage } from './test-uploads';

/**
 * A file under /proc, or undefined once its thread or process has ended: threads (the test
 * runner's, libuv's) come and go between listing a directory and reading what it listed.
 */
async function readProc(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ESRCH') return undefined;
    throw error;
  }
}

/** The processes this one started whose command line names the image worker. */
async function imageWorkers(): Promise<number[]> {
  const found: number[] = [];
  for (const task of await readdir(`/proc/${process.pid}/task`)) {
    const children = (await readProc(`/proc/${process.pid}/task/${task}/children`)) ?? '';
    for (const pid of children.split(' ').filter(Boolean).map(Number)) {
      const command = (await readProc(`/proc/${pid}/cmdline`)) ?? '';
      if (command.includes('image-worker')) found.push(pid);
    }
  }
  return found;
}

/** Each thread of a process: its name and its nice value (proc(5): the 19th field of stat). */
async function threadsOf(pid: number): Promise<{ name: string; nice: number }[]> {
  const threads = [];
  for (const task of await readdir(`/proc/${pid}/task`)) {
    const stat = await readProc(`/proc/${pid}/task/${task}/stat`);
    if (stat === undefined) continue;
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    threads.push({ name, nice: Number(fields[16]) });
  }
  return threads;
}

describe('the image process', () => {
  it('re-encodes photos in a process of its own whose image threads run at a lower priority', async () => {
    const prepared = await prepareImage(await makeTestImage('jpeg', 1600, 1000));
    expect(prepared.files.map((file) => file.name)).toContain('main.jpg');
    expect(prepared.files.every((file) => Buffer.isBuffer(file.data))).toBe(true);

    const workers = await imageWorkers();
    expect(workers).toHaveLength(1);
    // This process's own threads keep their priority (0 unless the tests were started nicer).
    const own = await threadsOf(process.pid);
    const ownNice = own[0]?.nice ?? 0;
    expect(own.every(({ nice }) => nice === ownNice)).toBe(true);
    // Every thread of the image process, those that did the work (libvips's) among them, is 10
    // nicer (19 at most).
    const threads = await threadsOf(workers[0] ?? 0);
    expect(threads.filter(({ name }) => name.startsWith('libvips')).length).toBeGreaterThan(0);
    expect(new Set(threads.map(({ nice }) => nice))).toEqual(new Set([imageProcessNice(ownNice)]));
    expect(imageProcessNice(ownNice)).toBe(Math.min(19, ownNice + 10));
  });

  it('keeps its photos through a stop meant for the server (Ctrl-C, a service manager)', async () => {
    await prepareImage(await makeTestImage('png', 400, 300));
    const [worker] = await imageWorkers();
    const pending = prepareImage(await makeTestImage('png', 3000, 2000));
    process.kill(worker ?? 0, 'SIGTERM');
    process.kill(worker ?? 0, 'SIGINT');
    await expect(pending).resolves.toMatchObject({ width: 1600, height: 1067 });
    expect(await imageWorkers()).toEqual([worker]);
  });

  it('ends when it has had nothing to do for a while, and starts again for the next photo', async () => {
    const { idleExitMs } = imageProcessSettings;
    imageProcessSettings.idleExitMs = 100;
    try {
      await prepareImage(await makeTestImage('jpeg', 400, 300));
      const [worker] = await imageWorkers();
      await expect.poll(imageWorkers, { timeout: 5_000 }).toEqual([]);
      await prepareImage(await makeTestImage('jpeg', 400, 300));
      const started = await imageWorkers();
      expect(started).toHaveLength(1);
      expect(started).not.toContain(worker);
    } finally {
      imageProcessSettings.idleExitMs = idleExitMs;
    }
  });

  it('answers a clear error when the process dies with a photo in hand, and starts again', async () => {
    await prepareImage(await makeTestImage('png', 400, 300));
    const [worker] = await imageWorkers();
    const big = await makeTestImage('png', 6000, 4000);
    const pending = prepareImage(big);
    // Killed while it decodes: the photo in hand fails, nothing hangs.
    setTimeout(() => process.kill(worker ?? 0, 'SIGKILL'), 50);
    await expect(pending).rejects.toThrow(/The image process stopped \(SIGKILL\)/);

    const again = await prepareImage(await makeTestImage('webp', 800, 600));
    expect(again).toMatchObject({ width: 800, height: 600 });
    expect(await imageWorkers()).not.toContain(worker);
  });
});
