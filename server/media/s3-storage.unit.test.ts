import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createS3Storage, S3Error } from './s3-storage';

/**
 * The bucket's connection failing under a call (a kept-alive connection closed as it was reused):
 * a real HTTP server that drops the first connections it gets without answering, then answers
 * 200 as S3's PutObject does.
 */
let server: http.Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function bucketDropping(
  drops: number,
): Promise<{ endpoint: string; requests: () => number }> {
  let requests = 0;
  server = http.createServer((request, response) => {
    requests += 1;
    if (requests <= drops) {
      request.socket.destroy();
      return;
    }
    request.resume();
    request.on('end', () => response.writeHead(200).end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, requests: () => requests };
}

const storageAt = (endpoint: string) =>
  createS3Storage({
    kind: 's3',
    bucket: 'veedu-test',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'test-access-key',
    secretAccessKey: 'test-secret-key',
  });

const KEY = 'properties/abc123/main.jpg';

describe('S3 calls whose connection fails', () => {
  it('are sent again: a connection dropped twice still stores the file', async () => {
    const bucket = await bucketDropping(2);
    await storageAt(bucket.endpoint).put(KEY, Buffer.from('jpeg bytes'));
    expect(bucket.requests()).toBe(3);
  });

  it('fail with an S3Error naming the call after three tries', async () => {
    const bucket = await bucketDropping(Number.POSITIVE_INFINITY);
    const put = storageAt(bucket.endpoint).put(KEY, Buffer.from('jpeg bytes'));
    await expect(put).rejects.toBeInstanceOf(S3Error);
    await expect(put).rejects.toThrow(`PutObject ${KEY} failed`);
    expect(bucket.requests()).toBe(3);
  });
});
