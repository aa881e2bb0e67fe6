import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange, requestHead } from '../testing/raw-http';
import { createTestApp, type TestApp } from '../testing/test-app';
import { REQUEST_TIMEOUT_MESSAGE } from './request-timeouts';

// Real sockets (inject cannot be slow), with the limits shortened so the test takes seconds.
const limits = { bodyGraceMs: 600, minBodyBytesPerSecond: 512, bodyStallMs: 1_500 };
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true, timeouts: limits });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const enquiry = Buffer.from(
  JSON.stringify({
    name: 'Meera Nair',
    email: 'meera@example.in',
    phone_number: '+919847012345',
    subject: 'Viewing',
    message: 'Can I see the flat on Saturday?',
    property_type: 'Residential',
  }),
);
const head = (length: number) =>
  requestHead('POST', '/api/properties/contacts/', length, { 'Content-Type': 'application/json' });

describe('request body timeouts', () => {
  it('answer 408 and close when a body stops short of its Content-Length', async () => {
    const result = await rawExchange(port, [head(enquiry.length), enquiry.subarray(0, 12)], {
      timeoutMs: 10_000,
    });
    expect(result.closedBy).toBe('server');
    expect(result.status).toBe(408);
    expect(result.received.toString()).toContain(REQUEST_TIMEOUT_MESSAGE);
    expect(result.elapsedMs).toBeLessThan(4_000);
  });

  it('answer 408 and close when a body trickles in below the minimum rate', async () => {
    const bytes = Array.from(enquiry, (byte) => Buffer.from([byte]));
    const result = await rawExchange(port, [head(enquiry.length), ...bytes], {
      gapMs: 150,
      timeoutMs: 10_000,
    });
    expect(result.closedBy).toBe('server');
    expect(result.status).toBe(408);
    // Refused after the grace period, long before the whole body would have arrived.
    expect(result.elapsedMs).toBeLessThan(bytes.length * 150);
    const logged = t.logs.join('\n');
    expect(logged).toContain('request body too slow');
  });

  it('leave a body that arrives at a reasonable pace alone', async () => {
    const chunks = [enquiry.subarray(0, 80), enquiry.subarray(80)];
    const result = await rawExchange(port, [head(enquiry.length), ...chunks], {
      gapMs: 300,
      timeoutMs: 10_000,
    });
    expect(result.status).toBe(201);
    expect(result.closedBy).toBe('server');
  });

  it('do not touch requests without a body', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/properties/states/`);
    expect(response.status).toBe(200);
  });
});
