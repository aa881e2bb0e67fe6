import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonParser, INLINE_JSON_BYTES, registerJsonBodies } from './json-body';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ bodyLimit: 1024 * 1024 });
  registerJsonBodies(app);
  app.post('/echo', async (request) => ({ body: request.body }));
  app.post('/small', { bodyLimit: 1000 }, async () => ({}));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const send = (payload: string, url = '/echo') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

/** A JSON object of at least `bytes` bytes, with text that is not all ASCII. */
function bodyOf(bytes: number, extra = '') {
  const text = 'ഒരു വീട്, "quoted" \\ and ✓ '.repeat(Math.ceil(bytes / 40));
  return `{"csv":${JSON.stringify(text)},"dry_run":true,"rows":[1,2.5,null,{"a":[]}]${extra}}`;
}

describe('JSON bodies', () => {
  it('parses a big body on the worker to the value a small one parses to', async () => {
    for (const bytes of [100, INLINE_JSON_BYTES + 1, 900_000]) {
      const payload = bodyOf(bytes);
      expect(Buffer.byteLength(payload)).toBeGreaterThan(bytes);
      const response = await send(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ body: JSON.parse(payload) });
    }
  });

  it('answers bodies sent together, each its own', async () => {
    const payloads = [1, 2, 3, 4, 5].map((index) =>
      bodyOf(INLINE_JSON_BYTES + index * 1000, `,"index":${index}`),
    );
    const responses = await Promise.all(payloads.map((payload) => send(payload)));
    expect(responses.map((response) => response.json().body.index)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a big body that is not JSON with the answer a small one gets', async () => {
    const small = await send('{"csv": "unclosed');
    const big = await send(`{"csv": "${'x'.repeat(INLINE_JSON_BYTES * 2)}`);
    expect(small.statusCode).toBe(400);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual(small.json());
    expect(big.json().code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
  });

  it('refuses a big body that names __proto__ or constructor.prototype, as Fastify does', async () => {
    for (const poison of [
      ',"__proto__":{"admin":true}',
      ',"x":{"constructor":{"prototype":{"admin":true}}}',
    ]) {
      const small = await send(bodyOf(10, poison));
      const big = await send(bodyOf(INLINE_JSON_BYTES * 2, poison));
      expect(small.statusCode).toBe(400);
      expect(big.statusCode).toBe(400);
      expect(big.json()).toEqual(small.json());
    }
  });

  it("keeps the route's body limit", async () => {
    const response = await send(bodyOf(2000), '/small');
    expect(response.statusCode).toBe(413);
  });

  it('refuses an empty body as Fastify does', async () => {
    const response = await send('');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FST_ERR_CTP_EMPTY_JSON_BODY');
  });
});

describe('the parsing thread', () => {
  it('fails what it holds when closed, and a later body starts another', async () => {
    const parser = createJsonParser();
    const held = parser.parse(Buffer.from(bodyOf(INLINE_JSON_BYTES * 4)));
    const failed = expect(held).rejects.toThrow('the server is closing');
    await parser.close();
    await failed;
    const payload = bodyOf(INLINE_JSON_BYTES * 2);
    await expect(parser.parse(Buffer.from(payload))).resolves.toEqual(JSON.parse(payload));
    await parser.close();
  });

  it('parses a body that is a view into a bigger buffer, leaving the buffer whole', async () => {
    const parser = createJsonParser();
    const payload = bodyOf(INLINE_JSON_BYTES);
    const whole = Buffer.from(`garbage${payload}garbage`);
    const view = whole.subarray(7, 7 + Buffer.byteLength(payload));
    await expect(parser.parse(view)).resolves.toEqual(JSON.parse(payload));
    expect(whole.subarray(0, 7).toString()).toBe('garbage');
    await parser.close();
  });
});
