import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  MULTIPART_LIMITS,
  multipartMessages,
  registerMultipart,
  removeStaleUploads,
  withMultipart,
} from './multipart';
import { encodeMultipart, type FormPart } from './test-uploads';

let app: FastifyInstance;
let uploadsDir: string;
/** The temporary files the route saw, to check they are gone after the answer. */
const seenFiles: string[] = [];

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-uploads-'));
  app = Fastify();
  // The app's error handler in short: AppError and Fastify's client errors keep their status.
  app.setErrorHandler((error: FastifyError | AppError, _request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(error.fieldErrors ?? { detail: error.detail });
    }
    return reply.code(error.statusCode ?? 500).send({ detail: error.message });
  });
  await app.register(async (scope) => {
    await registerMultipart(scope);
    scope.post('/form', (request) =>
      withMultipart(request, { fileFields: ['photos', 'other'], uploadsDir }, async (form) => {
        const files = Object.values(form.files).flat();
        seenFiles.push(...files.map((file) => file.path));
        return {
          fields: form.fields,
          files: Object.fromEntries(
            await Promise.all(
              Object.entries(form.files).map(async ([name, named]) => [
                name,
                await Promise.all(
                  named.map(async (file) => ({
                    filename: file.filename,
                    size: file.size,
                    // Small files only: echoing 60 MB as JSON made the limit tests slow.
                    content:
                      file.size <= 1024
                        ? (await readFile(file.path)).toString('latin1')
                        : undefined,
                  })),
                ),
              ]),
            ),
          ),
        };
      }),
    );
  });
  // Outside the scope that registered multipart, such bodies are not accepted at all.
  app.post('/json-only', async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function postForm(parts: FormPart[], url = '/form') {
  const { payload, headers } = await encodeMultipart(parts);
  return app.inject({ method: 'POST', url, payload, headers });
}

describe('withMultipart', () => {
  it('collects text fields (repeated ones as arrays) and files of the named fields', async () => {
    const response = await postForm([
      { name: 'title', value: 'Villa in Kakkanad' },
      { name: 'features', value: '3' },
      { name: 'features', value: '7' },
      { name: 'photos', filename: 'front.jpg', data: Buffer.from('front') },
      { name: 'photos', filename: 'garden.jpg', data: Buffer.from('garden!') },
      { name: 'unexpected', filename: 'x.bin', data: Buffer.from('dropped') },
      { name: 'description', value: 'ഒരു നല്ല വീട്' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: {
        title: ['Villa in Kakkanad'],
        features: ['3', '7'],
        description: ['ഒരു നല്ല വീട്'],
      },
      files: {
        photos: [
          { filename: 'front.jpg', size: 5, content: 'front' },
          { filename: 'garden.jpg', size: 7, content: 'garden!' },
        ],
      },
    });
    // Streamed to temporary files, which are gone once the work with them is done.
    expect(seenFiles.length).toBeGreaterThanOrEqual(2);
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('leaves no temporary file when a request is refused midway', async () => {
    const response = await postForm([
      { name: 'photos', filename: 'first.jpg', data: Buffer.alloc(1000, 1) },
      { name: 'photos', filename: 'big.jpg', data: randomBytes(MULTIPART_LIMITS.fileSize + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('treats the empty part of an empty file input as no file', async () => {
    const response = await postForm([{ name: 'photos', filename: '', data: Buffer.alloc(0) }]);
    expect(response.json()).toEqual({ fields: {}, files: {} });
  });

  it('answers 413 for a file over 10 MB', async () => {
    const response = await postForm([
      { name: 'photos', filename: 'big.jpg', data: randomBytes(MULTIPART_LIMITS.fileSize + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: multipartMessages.fileTooLarge });
  });

  it('accepts a file of exactly 10 MB', async () => {
    const response = await postForm([
      { name: 'photos', filename: 'ok.jpg', data: Buffer.alloc(MULTIPART_LIMITS.fileSize) },
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('answers 413 when the files together pass 60 MB, and takes them up to it', async () => {
    const sizes = (total: number) => {
      const whole = Math.floor(total / MULTIPART_LIMITS.fileSize);
      const rest = total - whole * MULTIPART_LIMITS.fileSize;
      return [...Array<number>(whole).fill(MULTIPART_LIMITS.fileSize), ...(rest ? [rest] : [])];
    };
    const photos = (total: number) =>
      sizes(total).map((size, index) => ({
        name: 'photos',
        filename: `photo-${index}.jpg`,
        data: Buffer.alloc(size, index),
      }));
    const tooMuch = await postForm(photos(MULTIPART_LIMITS.totalFileSize + 1));
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json()).toEqual({ detail: multipartMessages.tooManyBytes });
    // Files of fields it does not keep count too: the body is read all the same.
    const ignored = await postForm([
      ...photos(MULTIPART_LIMITS.totalFileSize - 10),
      { name: 'ignored', filename: 'x.bin', data: Buffer.alloc(11) },
    ]);
    expect(ignored.statusCode).toBe(413);
    const exactly = await postForm(photos(MULTIPART_LIMITS.totalFileSize));
    expect(exactly.statusCode).toBe(200);
    expect(exactly.json().files.photos).toHaveLength(6);
  });

  it('answers 413 for a file over 10 MB in a field it does not keep', async () => {
    const response = await postForm([
      { name: 'ignored', filename: 'big.bin', data: Buffer.alloc(MULTIPART_LIMITS.fileSize + 1) },
    ]);
    expect(response.statusCode).toBe(413);
  });

  it('answers 413 for too many files', async () => {
    const parts = Array.from({ length: MULTIPART_LIMITS.files + 1 }, (_, i) => ({
      name: 'photos',
      filename: `${i}.jpg`,
      data: Buffer.from('x'),
    }));
    const response = await postForm(parts);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: multipartMessages.tooManyFiles });
  });

  it('answers 413 for too many fields', async () => {
    const parts = Array.from({ length: MULTIPART_LIMITS.fields + 1 }, (_, i) => ({
      name: `field${i}`,
      value: 'x',
    }));
    const response = await postForm(parts);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: multipartMessages.tooManyFields });
  });

  it('answers 413 for a field over 1 MB', async () => {
    const response = await postForm([
      { name: 'description', value: 'x'.repeat(MULTIPART_LIMITS.fieldSize + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: multipartMessages.fieldTooLarge('description') });
  });

  it('answers 400 for a field named after an object property', async () => {
    const response = await postForm([{ name: '__proto__', value: 'x' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: multipartMessages.badFieldName });
  });

  it('answers 415 for a JSON body', async () => {
    const response = await app.inject({ method: 'POST', url: '/form', payload: { title: 'x' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: multipartMessages.notMultipart });
  });

  it('answers 400 for a multipart body without a boundary or cut short', async () => {
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/form',
      payload: 'whatever',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ detail: multipartMessages.malformed });

    const { payload, headers } = await encodeMultipart([
      { name: 'photos', filename: 'a.jpg', data: randomBytes(5000) },
    ]);
    const cut = await app.inject({
      method: 'POST',
      url: '/form',
      payload: payload.subarray(0, 3000),
      headers,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ detail: multipartMessages.malformed });
  });

  it('leaves routes outside the registering scope without multipart', async () => {
    const response = await postForm([{ name: 'title', value: 'x' }], '/json-only');
    expect(response.statusCode).toBe(415);
  });
});

describe('removeStaleUploads', () => {
  it('removes the temporary folders of uploads older than the limit, and nothing else', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'veedu-stale-uploads-'));
    try {
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
      for (const name of ['request-old', 'request-new', 'not-an-upload']) {
        await mkdir(path.join(root, name));
        await writeFile(path.join(root, name, '1.upload'), 'photo');
      }
      await utimes(path.join(root, 'request-old'), twoHoursAgo, twoHoursAgo);
      await utimes(path.join(root, 'not-an-upload'), twoHoursAgo, twoHoursAgo);

      expect(await removeStaleUploads(root, 60 * 60_000)).toBe(1);
      expect((await readdir(root)).sort()).toEqual(['not-an-upload', 'request-new']);
      // A folder that is missing altogether is nothing to do.
      expect(await removeStaleUploads(path.join(root, 'missing'), 0)).toBe(0);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
