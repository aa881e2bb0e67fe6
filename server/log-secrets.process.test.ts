import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, listingReferences, signIn } from './testing/live-api';
import { type RunningServer, startServer } from './testing/process-server';
import { getRequest, rawExchange } from './testing/raw-http';

/**
 * No secret in any log (issue 32, item 2): the built server, logging everything (LOG_LEVEL
 * trace), is sent requests whose URLs carry invitation tokens, preview links and other secret
 * parameters, real and made up, in pages, the API, .data requests, 404s, refused and cut-off
 * requests, with the encodings a client may use. Nothing the server writes, on standard output or
 * standard error, may hold one of them.
 */

const ADMIN = { email: 'secrets@veedu.test', password: 'secrets-pass-123' };

let server: RunningServer;
let dataDir: string;
let token: string;
let listingId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-secrets-'));
  server = await startServer({
    env: {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'trace',
    },
  });
  token = await signIn(server.url, ADMIN.email, ADMIN.password);
  const references = await listingReferences(server.url);
  listingId = (await createListing(server.url, token, references, 'secrets', 0)).id;
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

const api = (pathAndQuery: string, init: RequestInit = {}) =>
  fetch(`${server.url}${pathAndQuery}`, {
    ...init,
    headers: {
      authorization: `Token ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });

/** A made-up secret no other text could hold. */
const madeUp = () => `S${randomBytes(9).toString('hex')}`;

/** The invitation link the outbox holds for this e-mail, once it is written. */
async function invitationToken(email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
      if (!mail.includes(email)) continue;
      const found = /accept-invite\?token(?:=3D|=)([A-Za-z0-9_-]{20,128})/.exec(mail)?.[1];
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mail for ${email}`);
}

describe('the server writes no secret', () => {
  it('of any URL it is sent, whatever the answer', async () => {
    // Real ones: an invitation and a draft's preview link.
    const invited = await api('/api/accounts/users/', {
      method: 'POST',
      body: JSON.stringify({ email: 'new.member@veedu.test', name: 'New Member', role: 'owner' }),
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    const invitation = await invitationToken('new.member@veedu.test');
    const link = await api(`/api/properties/properties/${listingId}/preview/`, { method: 'POST' });
    expect(link.status, await link.clone().text()).toBe(201);
    const preview = new URL(((await link.json()) as { url: string }).url).searchParams.get(
      'preview',
    );
    expect(preview).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const secrets = [invitation, preview!];
    const sent: { url: string; status: number }[] = [];
    const get = async (url: string, init?: RequestInit) => {
      try {
        const response = await fetch(`${server.url}${url}`, { redirect: 'manual', ...init });
        await response.arrayBuffer();
        sent.push({ url, status: response.status });
      } catch {
        // A body the server refused before it was all sent (413): the request was still seen.
        sent.push({ url, status: 0 });
      }
    };
    /** A made-up secret in the URL that `build` makes of it. */
    const withMadeUp = async (build: (secret: string) => string, init?: RequestInit) => {
      const secret = madeUp();
      secrets.push(secret);
      await get(build(secret), init);
    };

    await get(`/admin/accept-invite?token=${invitation}`);
    await get(`/api/accounts/invitations/check/?token=${invitation}`);
    await get(`/ml/admin/accept-invite?token=${invitation}&x=1`);
    await get(`/property/${listingId}?preview=${preview}`);
    await get(`/ml/property/${listingId}?preview=${preview}`);
    await get(`/property/${listingId}.data?preview=${preview}`);
    await get(`/property/${listingId}.data?preview=${preview}&_routes=routes%2Fproperty-detail`);
    await get(`/property/${listingId}?PREVIEW=${preview}`, { method: 'HEAD' });

    // Made-up ones, every way a client might write them.
    await withMadeUp((s) => `/admin/accept-invite?TOKEN=${s}`);
    await withMadeUp((s) => `/admin/accept-invite?%74oken=${s}`);
    await withMadeUp((s) => `/admin/accept-invite?tok%65n=${s}&next=1`);
    await withMadeUp((s) => `/admin/accept-invite?token%3D${s}`);
    await withMadeUp((s) => `/admin/accept-invite.data?token=${s}`);
    await withMadeUp((s) => `/api/accounts/invitations/check/?token=${s}`);
    await withMadeUp((s) => `/api/accounts/invitations/check/?token=${s}&token=${s}`);
    await withMadeUp((s) => `/property/${listingId}?preview=${s}`);
    await withMadeUp((s) => `/property/${listingId}.data?preview=${s}`);
    await withMadeUp((s) => `/property/999999?preview=${s}`);
    await withMadeUp((s) => `/admin/login?next=%2Fadmin%2Faccept-invite%3Ftoken%3D${s}`);
    await withMadeUp((s) => `/admin/login?next=%252Fx%253Fpreview%253D${s}%2526y%253D1`);
    await withMadeUp((s) => `/?otp=${s}`, { headers: { cookie: 'veedu_lang=ml' } });
    await withMadeUp((s) => `/go/whatsapp/${listingId}?code=${s}`);
    await withMadeUp((s) => `/contact?password=${s}`);
    await withMadeUp((s) => `/property-listing?q=flat&key=${s}`);
    // 404s: a page, the API, media, a secret written into the path.
    await withMadeUp((s) => `/no-such-page?token=${s}`);
    await withMadeUp((s) => `/api/no-such-thing/?otp=${s}`);
    await withMadeUp((s) => `/media/properties/none/main.jpg?key=${s}`);
    await withMadeUp((s) => `/admin/accept-invite%3Ftoken%3D${s}`);
    await withMadeUp((s) => `/no-such-page.data?preview=${s}`);
    // A page asked to do what it cannot (405, which React Router reports as an error).
    await withMadeUp((s) => `/admin/accept-invite%3Ftoken%3D${s}`, { method: 'POST', body: 'a' });
    await withMadeUp((s) => `/property/${listingId}.data?preview=${s}`, {
      method: 'POST',
      body: 'a',
    });
    // Refused: bad input, bad JSON, a body too large, no token.
    await withMadeUp((s) => `/api/properties/properties/?page=abc&token=${s}`);
    await withMadeUp((s) => `/api/accounts/login/?password=${s}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    await withMadeUp((s) => `/api/accounts/invitations/accept/?token=${s}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x'.repeat(10), password: 'p' }),
    });
    await withMadeUp((s) => `/api/properties/properties/import/?key=${s}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csv: 'x'.repeat(9_000_000) }),
    });

    // Cut off by the client, and not HTTP the server can read.
    for (const build of [
      (s: string) => getRequest(`/property/${listingId}?preview=${s}`),
      (s: string) => getRequest(`/admin/accept-invite?token=${s}`).slice(0, -10),
      (s: string) => `GET /admin/accept-invite?token=${s} HTTP/1.1\r\nBad Header\r\n\r\n`,
      (s: string) => `GET /x?token=${s}\u0000 HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const secret = madeUp();
      secrets.push(secret);
      await rawExchange(server.port, [build(secret)], { abortAfterMs: 20 });
    }

    // The requests were answered (and so logged) as expected.
    expect(sent.filter((request) => request.status >= 500)).toEqual([]);
    expect(
      sent.find((request) => request.url.startsWith('/api/accounts/invitations/check/')),
    ).toEqual({ url: `/api/accounts/invitations/check/?token=${invitation}`, status: 200 });
    // Let the last lines reach the pipe.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const output = server.output();
    expect(output).toContain('request completed');
    for (const secret of secrets) {
      expect(output, secret).not.toContain(secret);
      // As the bytes of a raw request an error carries.
      expect(output, secret).not.toContain(Buffer.from(secret).join(','));
    }
    // The lines are there, without the values.
    expect(output).toContain('/admin/accept-invite?token=[redacted]');
    expect(output).toContain(`/property/${listingId}.data?preview=[redacted]`);
  });
});
