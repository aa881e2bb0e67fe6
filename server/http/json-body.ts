import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * Bodies up to this size are parsed on the event loop, as Fastify would (a quarter of a megabyte
 * of JSON takes about a millisecond here); bigger ones on a worker thread.
 */
export const INLINE_JSON_BYTES = 256 * 1024;

/**
 * Fastify's own settings: a body naming `__proto__` or `constructor.prototype` as a key is
 * refused as invalid JSON.
 */
const PARSE_OPTIONS = { protoAction: 'error', constructorAction: 'error' } as const;

/**
 * The worker: it decodes and parses each body it is sent, with the module Fastify parses with,
 * and answers the value or that the text was not JSON. Plain CommonJS, so that it runs the same
 * from the built bundle and from the TypeScript sources the tests run.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const secureJson = require(workerData.secureJsonParse);
parentPort.on('message', ({ id, bytes }) => {
  let value;
  try {
    value = secureJson.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), workerData.options);
  } catch {
    parentPort.postMessage({ id, invalid: true });
    return;
  }
  parentPort.postMessage({ id, value });
});
`;

/** Where secure-json-parse is: Fastify's dependency, found from Fastify's own folder. */
function secureJsonParsePath(): string {
  const fromHere = createRequire(import.meta.url);
  return createRequire(fromHere.resolve('fastify')).resolve('secure-json-parse');
}

type Answer = { id: number; invalid: true } | { id: number; value: unknown; invalid?: undefined };

/**
 * One worker thread, started at the first big body and kept: bodies are parsed in the order they
 * come. A worker that dies fails the bodies it held, and the next big body starts another.
 */
export function createJsonParser() {
  interface Pending {
    resolve(value: unknown): void;
    reject(error: Error): void;
  }
  let current: { thread: Worker; waiting: Map<number, Pending> } | undefined;
  let nextId = 0;

  function failAll(waiting: Map<number, Pending>, error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }

  function started() {
    if (current) return current;
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { secureJsonParse: secureJsonParsePath(), options: PARSE_OPTIONS },
    });
    // Each thread has its own bodies: one that ends fails only those it held.
    const waiting = new Map<number, Pending>();
    thread.on('message', (answer: Answer) => {
      const pending = waiting.get(answer.id);
      if (!pending) return;
      waiting.delete(answer.id);
      if (answer.invalid) pending.reject(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
      else pending.resolve(answer.value);
      // An idle thread does not keep the process alive.
      if (waiting.size === 0) thread.unref();
    });
    const lost = (reason: string) => {
      if (current?.thread === thread) current = undefined;
      failAll(waiting, new Error(`the JSON parsing thread ${reason}`));
    };
    thread.on('error', (error) => lost(`failed: ${error.message}`));
    thread.on('exit', (code) => lost(`exited with ${code}`));
    current = { thread, waiting };
    return current;
  }

  return {
    /** The body's value, parsed off the event loop; rejects with Fastify's 400 if not JSON. */
    parse(body: Buffer): Promise<unknown> {
      const { thread, waiting } = started();
      const id = nextId++;
      const answer = new Promise<unknown>((resolve, reject) =>
        waiting.set(id, { resolve, reject }),
      );
      // The body's memory is handed over rather than copied when it is the buffer's own.
      const owned = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
      const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
      thread.ref();
      thread.postMessage({ id, bytes }, owned ? [body.buffer as ArrayBuffer] : []);
      return answer;
    },
    async close(): Promise<void> {
      if (!current) return;
      const { thread, waiting } = current;
      current = undefined;
      failAll(waiting, new Error('the server is closing'));
      await thread.terminate();
    },
  };
}

/**
 * JSON bodies as Fastify parses them (same limits, same errors), except that a big one (the
 * listings import takes up to 8 MB) is decoded and parsed on a worker thread: on the event loop
 * that took some 40 ms, during which no other request was answered (issue 32: no request may hold
 * the loop).
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const inline = app.getDefaultJsonParser(
    PARSE_OPTIONS.protoAction,
    PARSE_OPTIONS.constructorAction,
  );
  const parser = createJsonParser();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request, body: Buffer, done) => {
      if (body.length <= INLINE_JSON_BYTES) {
        inline(request, body.toString('utf8'), done);
        return;
      }
      parser.parse(body).then(
        (value) => done(null, value),
        (error: Error) => done(error, undefined),
      );
    },
  );
  app.addHook('onClose', async () => parser.close());
}
