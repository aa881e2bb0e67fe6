import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true, env: { PUBLIC_URL: 'https://veedu.example' } });
});
afterAll(() => t.close());

describe('health checks', () => {
  it('GET /healthz answers without touching the database', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready' });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nothing-here/'],
    ['GET', '/api/'],
    ['DELETE', '/api/accounts/login/'],
    ['GET', '/api/accounts/login/'],
  ] as const)('%s %s answers 404 JSON', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers with and without the trailing slash', async () => {
    const withSlash = await t.app.inject({ url: '/api/accounts/me/' });
    const without = await t.app.inject({ url: '/api/accounts/me' });
    expect(withSlash.statusCode).toBe(401);
    expect(without.statusCode).toBe(401);
  });
});

describe('compression', () => {
  it('compresses API answers for clients that accept it, and only for them', async () => {
    const url = '/api/properties/states/';
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('honours weights and refusals in Accept-Encoding', async () => {
    const url = '/api/properties/states/';
    const noBrotli = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const none = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0, br;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/accept-encoding/i);
    const unknown = await t.app.inject({ url, headers: { 'accept-encoding': 'zstd, deflate' } });
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.json()).toEqual((await t.app.inject({ url })).json());
  });

  it('sends an accurate Content-Length with a compressed answer', async () => {
    const response = await t.app.inject({
      url: '/api/properties/states/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('leaves HEAD answers unencoded', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/api/properties/states/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(0);
  });

  it('leaves small answers alone', async () => {
    const response = await t.app.inject({
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('go on every response', async () => {
    for (const url of ['/healthz', '/api/nothing', '/api/accounts/me/']) {
      const { headers } = await t.app.inject({ url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['content-security-policy']).toContain(
        'frame-src https://www.google.com https://maps.google.com https://www.youtube-nocookie.com',
      );
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('server errors', () => {
  it('hide their details from the client and log them with the request id', async () => {
    const failing = await createTestApp({
      captureLogs: true,
      beforeReady(app) {
        app.get('/api/test-failure/', async () => {
          throw new Error('connection to 10.1.2.3 refused: secret internals');
        });
      },
    });
    try {
      const response = await failing.app.inject({ url: '/api/test-failure/' });
      expect(response.statusCode).toBe(500);
      const requestId = response.headers['x-request-id'];
      expect(response.body).not.toContain('secret internals');
      expect(response.json()).toEqual({
        detail: `Something went wrong on our side. Please try again later (reference ${requestId}).`,
      });
      const logged = failing.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
      const errorLine = logged.find((line) => line.level === 50 && line.reqId === requestId);
      expect(JSON.stringify(errorLine)).toContain('secret internals');
    } finally {
      await failing.close();
    }
  });
});

describe('logs', () => {
  it('never contain passwords, codes or tokens', async () => {
    const password = 'Secret-Password-4321';
    await t.app.services.accounts.upsertAdmin('logs@veedu.test', password);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { email: 'logs@veedu.test', password },
    });
    const { token } = login.json<{ token: string }>();
    await t.app.inject({ url: '/api/accounts/me/', headers: { authorization: `Token ${token}` } });
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { email: 'logs@veedu.test', password: 'Wrong-Password-999' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot-password/',
      payload: { email: 'logs@veedu.test' },
    });
    const mail = (await t.outbox()).at(-1) ?? '';
    const otp = /password is: (\d{6})/.exec(mail)?.[1] ?? 'missing';
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset-password/',
      payload: {
        email: 'logs@veedu.test',
        otp,
        new_password: 'Another-Secret-77',
        confirm_password: 'Another-Secret-77',
      },
    });

    const text = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(5);
    expect(otp).toMatch(/^\d{6}$/);
    for (const secret of [password, 'Wrong-Password-999', 'Another-Secret-77', token, otp]) {
      expect(text).not.toContain(secret);
    }
  });
});
