import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { MediaConfig } from '../env';
import {
  assertMediaFolder,
  assertMediaKey,
  isMediaKey,
  mediaContentType,
  type MediaStorageBase,
  type StoredObject,
} from './storage';

type S3Settings = Extract<MediaConfig['storage'], { kind: 's3' }>;

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2...), spoken to
 * with signed `fetch` calls (aws4fetch; decision 019). Six calls of the S3 API are used, each
 * one that every S3-compatible service implements: PutObject, GetObject (and HEAD), CopyObject,
 * DeleteObjects, ListObjectsV2. Objects are addressed path-style, `<endpoint>/<bucket>/<key>`,
 * which every one of them accepts.
 */
export interface S3Storage extends MediaStorageBase {
  readonly kind: 's3';
  /**
   * GET or HEAD of one object, for the `/media/` route to stream: the conditional and range
   * headers given are passed on, so the answer may be 200, 206, 304, 404 or 416.
   */
  fetchObject(
    key: string,
    options: { method: 'GET' | 'HEAD'; headers: Record<string, string>; signal: AbortSignal },
  ): Promise<Response>;
}

/** Per call; a bucket that takes longer is treated as down. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Tries of a call that got no answer at all (the connection failed). */
const NETWORK_TRIES = 3;
/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function createS3Storage(
  settings: S3Settings,
  /** Objects per ListObjectsV2 page (1,000, the most S3 answers); tests make it small. */
  { pageSize = 1000 }: { pageSize?: number } = {},
): S3Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // 5xx and 429 are tried again, twice, after a short random pause (aws4fetch's backoff).
    retries: 2,
  });
  const bucketUrl = `${settings.endpoint}/${encodeURIComponent(settings.bucket)}`;
  const objectUrl = (key: string) => {
    assertMediaKey(key);
    return `${bucketUrl}/${key}`;
  };

  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await client.fetch(url, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          ...init,
        });
      } catch (error) {
        // No answer at all (a kept-alive connection the bucket closed as it was reused, a
        // reset): aws4fetch retries answers, not these. Every call made here may be sent twice
        // (the same bytes to the same key, a delete, a read, a list); one that used up its time
        // is not sent again.
        if (attempt < NETWORK_TRIES && !isTimeout(error)) continue;
        throw new S3Error(`media bucket ${settings.bucket}: ${what} failed: ${describe(error)}`, 0);
      }
    }
  }

  async function failure(response: Response, what: string): Promise<S3Error> {
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? response.statusText;
    return new S3Error(
      `media bucket ${settings.bucket}: ${what} answered ${response.status} ${code}`,
      response.status,
    );
  }

  async function removeBatch(keys: readonly string[]): Promise<void> {
    const body =
      '<Delete><Quiet>true</Quiet>' +
      keys.map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`).join('') +
      '</Delete>';
    const response = await call(
      `${bucketUrl}?delete`,
      {
        method: 'POST',
        body,
        // AWS requires the body's MD5 on this call.
        headers: { 'content-md5': createHash('md5').update(body).digest('base64') },
      },
      'DeleteObjects',
    );
    if (!response.ok) throw await failure(response, 'DeleteObjects');
    // A 200 may still list keys it could not delete.
    const answer = await response.text();
    const error = /<Error>[\s\S]*?<Key>([^<]*)<\/Key>[\s\S]*?<Code>([^<]*)<\/Code>/.exec(answer);
    if (error) {
      throw new S3Error(
        `media bucket ${settings.bucket}: could not delete ${unescapeXml(error[1] ?? '')}: ${error[2]}`,
        500,
      );
    }
  }

  const storage: S3Storage = {
    kind: 's3',
    location: `s3 bucket ${settings.bucket} at ${settings.endpoint}`,

    async put(key, data) {
      const response = await call(
        objectUrl(key),
        {
          method: 'PUT',
          body: new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength),
          headers: {
            'content-type': mediaContentType(key),
            // For a bucket served directly or behind a CDN: the same as the app's /media/ answers.
            'cache-control': 'public, max-age=31536000, immutable',
          },
        },
        `PutObject ${key}`,
      );
      if (!response.ok) throw await failure(response, `PutObject ${key}`);
      await response.body?.cancel();
    },

    async read(key) {
      const response = await call(objectUrl(key), { method: 'GET' }, `GetObject ${key}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(response, `GetObject ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },

    async copy(fromKey, toKey) {
      objectUrl(fromKey);
      const response = await call(
        objectUrl(toKey),
        {
          method: 'PUT',
          headers: { 'x-amz-copy-source': `/${encodeURIComponent(settings.bucket)}/${fromKey}` },
        },
        `CopyObject ${fromKey}`,
      );
      if (!response.ok) throw await failure(response, `CopyObject ${fromKey}`);
      // A copy can fail after its 200 has been sent: the error is then in the body.
      const answer = await response.text();
      if (answer.includes('<Error>')) {
        throw new S3Error(`media bucket ${settings.bucket}: CopyObject ${fromKey} failed`, 500);
      }
    },

    async remove(keys) {
      for (const key of keys) objectUrl(key);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        await removeBatch(keys.slice(start, start + DELETE_BATCH));
      }
    },

    async removeFolder(prefix) {
      assertMediaFolder(prefix);
      const keys: string[] = [];
      for await (const object of storage.list(prefix)) keys.push(object.key);
      await storage.remove(keys);
    },

    async *list(prefix) {
      let continuation: string | undefined;
      do {
        const query = new URLSearchParams({
          'list-type': '2',
          prefix,
          'max-keys': String(pageSize),
        });
        if (continuation) query.set('continuation-token', continuation);
        const response = await call(`${bucketUrl}?${query}`, { method: 'GET' }, 'ListObjectsV2');
        if (!response.ok) throw await failure(response, 'ListObjectsV2');
        const page = parseListPage(await response.text());
        for (const object of page.objects) {
          if (isMediaKey(object.key)) yield object;
        }
        continuation = page.nextContinuation;
      } while (continuation);
    },

    async check() {
      const query = new URLSearchParams({ 'list-type': '2', 'max-keys': '1' });
      const response = await call(`${bucketUrl}?${query}`, { method: 'GET' }, 'ListObjectsV2');
      if (!response.ok) throw await failure(response, 'ListObjectsV2 (the check at start)');
      await response.body?.cancel();
    },

    async fetchObject(key, { method, headers, signal }) {
      try {
        return await client.fetch(objectUrl(key), { method, headers, signal });
      } catch (error) {
        throw new S3Error(
          `media bucket ${settings.bucket}: GetObject ${key} failed: ${describe(error)}`,
          0,
        );
      }
    },
  };
  return storage;
}

/** One page of a ListObjectsV2 answer: its objects and the token for the next page, if any. */
export function parseListPage(xml: string): {
  objects: StoredObject[];
  nextContinuation: string | undefined;
} {
  const objects: StoredObject[] = [];
  for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const fields = match[1] ?? '';
    const field = (name: string) =>
      new RegExp(`<${name}>([^<]*)</${name}>`).exec(fields)?.[1] ?? '';
    objects.push({
      key: unescapeXml(field('Key')),
      size: Number(field('Size')),
      modifiedMs: Date.parse(field('LastModified')),
    });
  }
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { objects, nextContinuation: truncated && token ? unescapeXml(token) : undefined };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}
