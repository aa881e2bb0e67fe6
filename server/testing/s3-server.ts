import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AwsClient } from 'aws4fetch';

/** The credentials s3rver accepts (its defaults). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts s3rver (server/testing/s3rver-process.mjs) as a process of its own. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'veedu-s3-'));
  const script = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /\{"port":(\d+)\}/.exec(output);
      if (line) resolve(Number(line[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
    child.once('error', reject);
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Creates a bucket on the test S3 server (a fresh one per test app keeps tests apart). */
export async function createTestBucket(endpoint: string, bucket: string): Promise<void> {
  const client = new AwsClient({ ...S3RVER_CREDENTIALS, region: 'us-east-1', service: 's3' });
  const response = await client.fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`could not create bucket ${bucket}: ${response.status}`);
  await response.body?.cancel();
}
