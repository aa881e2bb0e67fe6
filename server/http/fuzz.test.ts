import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMultipart } from '../media/test-uploads';
import { insertListing } from '../testing/listings';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Hostile input against every endpoint the API describes (issue 11). The operations and their
 * fields come from the OpenAPI document, so a new endpoint or field is fuzzed without touching
 * this file. No answer may be a 5xx, show a stack trace, or make the server log an error, and
 * each must be one the document declares for its operation (server/testing/answer-check.ts).
 */

interface Operation {
  method: string;
  path: string;
  query: string[];
  /** Body fields by content type. */
  body: { json?: string[]; multipart?: string[] };
}

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e309',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '',
  '   ',
  '\uD800',
  '😀🏠',
  "'; drop table properties; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '[1,2,3]',
  '{"a":1}',
  'x'.repeat(100_000),
];
const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_TEXT,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  1.5,
  true,
  null,
  [],
  {},
  ['a', 'b\u0000'],
  { nested: { deeper: 'c\u0000' } },
];
const HOSTILE_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999',
  'abc',
  '%00',
  '1.5',
  '1e3',
  '%2e%2e',
];

let t: TestApp;
let admin: Record<string, string>;
let operations: Operation[];
let listingId: number;

const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\/server\/|DrizzleQueryError|Failed query/;
const unlimited = { limit: 1_000_000, windowMs: 60_000 };

beforeAll(async () => {
  t = await createTestApp({
    captureLogs: true,
    checkAnswers: true,
    rateLimits: {
      login: unlimited,
      forgotPassword: unlimited,
      verifyOtp: unlimited,
      resetPassword: unlimited,
      contact: unlimited,
    },
  });
  admin = await t.adminHeaders();
  listingId = await insertListing(t.database.db, {
    title: 'Fuzzed flat',
    city: 'Kakkanad',
    type: 'Apartment',
  });
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
        }
      >
    >;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const fields = (type: string) => Object.keys(content[type]?.schema?.properties ?? {});
      return {
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: {
          ...(content['application/json'] ? { json: fields('application/json') } : {}),
          ...(content['multipart/form-data'] ? { multipart: fields('multipart/form-data') } : {}),
        },
      };
    }),
  );
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function send(
  label: string,
  request: { method: string; url: string; headers?: Record<string, string>; payload?: unknown },
): Promise<void> {
  for (const headers of [{}, admin]) {
    const response = await t.app.inject({
      method: request.method as Method,
      url: request.url,
      headers: { ...headers, ...request.headers },
      ...(request.payload === undefined
        ? {}
        : { payload: request.payload as string | Buffer | object }),
    });
    const where = `${label} (${headers === admin ? 'admin' : 'anonymous'}): ${response.body.slice(0, 300)}`;
    expect(response.statusCode, where).toBeLessThan(500);
    expect(response.body, where).not.toMatch(STACK_TRACE);
  }
}

function urlFor(operation: Operation, id = String(listingId)): string {
  return operation.path.replace('{id}', id);
}

/** A lone surrogate has no UTF-8 form: send bytes that are not UTF-8 at all instead. */
function percentEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80%FF';
  }
}

function shortValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 20 ? `${text.slice(0, 20)}… (${text.length})` : text;
}

describe('fuzzing every endpoint of the API description', () => {
  it('reads the operations from the document', () => {
    expect(operations.length).toBeGreaterThan(25);
    expect(operations.some((operation) => operation.body.multipart)).toBe(true);
  });

  it('survives hostile path ids', async () => {
    for (const operation of operations.filter((candidate) => candidate.path.includes('{id}'))) {
      for (const id of HOSTILE_IDS) {
        await send(`${operation.method} ${operation.path} id=${id}`, {
          method: operation.method,
          url: urlFor(operation, id),
        });
      }
    }
  });

  it('survives hostile query parameters, one at a time and all at once', async () => {
    for (const operation of operations.filter((candidate) => candidate.query.length > 0)) {
      for (const value of HOSTILE_TEXT) {
        const encoded = percentEncode(value);
        for (const name of operation.query) {
          await send(`${operation.method} ${operation.path}?${name}=${shortValue(value)}`, {
            method: operation.method,
            url: `${urlFor(operation)}?${name}=${encoded}`,
          });
        }
        const all = operation.query.map((name) => `${name}=${encoded}`).join('&');
        await send(`${operation.method} ${operation.path}?(all)=${shortValue(value)}`, {
          method: operation.method,
          url: `${urlFor(operation)}?${all}&${all}&unknown=${encoded}`,
        });
      }
    }
  }, 300_000);

  it('survives hostile JSON bodies: each field, every field, unknown fields, wrong shapes', async () => {
    for (const operation of operations.filter((candidate) => candidate.body.json)) {
      const fields = operation.body.json ?? [];
      for (const value of HOSTILE_JSON) {
        for (const name of fields) {
          await send(`${operation.method} ${operation.path} ${name}=${shortValue(value)}`, {
            method: operation.method,
            url: urlFor(operation),
            payload: { [name]: value },
          });
        }
        await send(`${operation.method} ${operation.path} (all)=${shortValue(value)}`, {
          method: operation.method,
          url: urlFor(operation),
          payload: {
            ...Object.fromEntries(fields.map((name) => [name, value])),
            unknown_field: value,
          },
        });
      }
      for (const [label, payload, type] of [
        ['an array', '[1,2]', 'application/json'],
        ['a number', '42', 'application/json'],
        ['null', 'null', 'application/json'],
        ['broken JSON', '{"name": ', 'application/json'],
        ['plain text', 'name=x', 'text/plain'],
        ['a form', 'name=x%00', 'application/x-www-form-urlencoded'],
        ['nothing', '', 'application/json'],
      ] as const) {
        await send(`${operation.method} ${operation.path} as ${label}`, {
          method: operation.method,
          url: urlFor(operation),
          headers: { 'content-type': type },
          payload,
        });
      }
    }
  }, 300_000);

  it('survives hostile multipart forms', async () => {
    for (const operation of operations.filter((candidate) => candidate.body.multipart)) {
      const fields = operation.body.multipart ?? [];
      for (const value of HOSTILE_TEXT) {
        const single = fields.map((name) => [{ name, value }]);
        for (const parts of [...single, fields.map((name) => ({ name, value }))]) {
          const { payload, headers } = await encodeMultipart(parts);
          await send(
            `${operation.method} ${operation.path} ${parts.length === 1 ? parts[0]?.name : '(all)'}=${shortValue(value)}`,
            { method: operation.method, url: urlFor(operation), headers, payload },
          );
        }
      }
      // A file where text belongs, text where a file belongs, and a body that is not multipart.
      const { payload, headers } = await encodeMultipart(
        fields.map((name) => ({
          name,
          filename: `${name}.bin`,
          data: Buffer.from('\u0000\u0001'),
        })),
      );
      await send(`${operation.method} ${operation.path} files everywhere`, {
        method: operation.method,
        url: urlFor(operation),
        headers,
        payload,
      });
      await send(`${operation.method} ${operation.path} broken multipart`, {
        method: operation.method,
        url: urlFor(operation),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf',
      });
    }
  }, 300_000);

  it('answered only what the API description declares, bodies and all', () => {
    expect(t.answers?.answered().size).toBeGreaterThan(100);
    expect(t.answers?.problems()).toEqual([]);
  });

  it('logged no error while doing all of this', () => {
    const errors = t.logs
      .map((line) => JSON.parse(line) as { level: number; msg?: string })
      .filter((line) => line.level >= 50);
    expect(errors).toEqual([]);
  });
});
