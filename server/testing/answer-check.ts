import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { openApiPath, type OpenApiDocument } from '../openapi/openapi.document';

/**
 * Every API answer held to the API description (decision 011): a status the operation declares,
 * and a body its schema describes. `checkAnswer` judges one answer; `watchAnswers` judges every
 * answer an app sends, whatever sent it (a handler, the error handler, Fastify's body parser, a
 * hook), so a test file that turns it on (createTestApp's `checkAnswers`) fails on any answer the
 * document does not foresee, not only on those its scenarios expected.
 */

/** One answer as the client received it. */
export interface SentAnswer {
  /** `GET /api/properties/properties/{id}/`: the operation as the document names it. */
  operation: string;
  status: number;
  /** The Content-Type header, if any. */
  contentType: string | undefined;
  /** The body, decoded; empty when there is none. */
  body: string;
}

/** What a status of an operation is declared as: its own code, or `default` for a 5xx. */
export function declaredKey(
  responses: Record<string, unknown>,
  status: number,
): string | undefined {
  if (String(status) in responses) return String(status);
  // `default` means "any other status" in OpenAPI; here it stands for failures on our side only:
  // every status a client can cause is declared by its own code, so a 4xx under `default` fails.
  return status >= 500 && 'default' in responses ? 'default' : undefined;
}

const DOCUMENT_ID = 'openapi.json';

/** Validators of the document's schemas, compiled once each. */
export class AnswerJudge {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    // The components once, under a name: every schema that refers to one shares its validator.
    this.ajv.addSchema({ components: document.components }, DOCUMENT_ID);
  }

  /** A validator of `schema` as the document states it, its `$ref`s resolved in the document. */
  validatorOf(schema: object): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(JSON.parse(key.replaceAll('"#/', `"${DOCUMENT_ID}#/`)) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** Why the document does not allow `answer`, or undefined when it does. */
  problemOf(answer: SentAnswer): string | undefined {
    const where = `${answer.operation} ${answer.status}: ${answer.body.slice(0, 200)}`;
    const [method = '', path = ''] = answer.operation.split(' ');
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    if (!operation) return `${where}\n  no such operation in the document`;
    const key = declaredKey(operation.responses, answer.status);
    if (!key) return `${where}\n  the operation does not declare ${answer.status}`;
    const content = Object.entries(operation.responses[key]?.content ?? {});
    if (content.length === 0) {
      return answer.body === '' ? undefined : `${where}\n  declared without a body`;
    }
    const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    const declared = content.find(([type]) => type === mediaType);
    if (!declared) {
      return `${where}\n  sent as ${mediaType || 'no type'}, declared as ${content.map(([type]) => type).join(', ')}`;
    }
    let body: unknown = answer.body;
    if (mediaType === 'application/json') {
      try {
        body = JSON.parse(answer.body);
      } catch {
        return `${where}\n  not JSON`;
      }
    }
    const validate = this.validatorOf(declared[1].schema);
    if (validate(body)) return undefined;
    return `${where}\n  ${this.ajv.errorsText(validate.errors, { separator: '; ' })}`;
  }
}

/** What watchAnswers saw. */
export interface AnswerWatch {
  /** Starts judging, with the document the app serves (answers before it are not judged). */
  useDocument(document: OpenApiDocument): void;
  /** Every answer so far that the document does not allow, with why. */
  problems(): string[];
  /** `GET /api/properties/states/ 200`, `... default`: each declared answer sent at least once. */
  answered(): Set<string>;
}

/** The body an onSend hook holds, as the client will read it (undefined for a stream). */
function bodyText(payload: unknown, encoding: unknown): string | undefined {
  if (payload === null || payload === undefined) return '';
  if (payload instanceof Readable) return undefined;
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
  if (!Buffer.isBuffer(bytes)) return undefined;
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

/**
 * Judges every answer `app` sends to an API operation from now on (call before `ready`): an
 * `onSend` hook added after all of the app's own, so it sees the answer as it leaves. Answers of
 * the API's hidden catch-all (unknown paths and methods: 404) and of routes a test adds belong to
 * no operation and are left alone; a HEAD is judged as the GET it mirrors.
 */
export function watchAnswers(app: FastifyInstance): AnswerWatch {
  let judge: AnswerJudge | undefined;
  const problems: string[] = [];
  const answered = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const { url: route, schema } = request.routeOptions;
    // API operations only: routes that describe themselves (openapi.test.ts holds every API route
    // to it), not a test's own routes.
    if (!judge || !route?.startsWith('/api/') || !schema?.summary || schema.hide) return payload;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const operation = `${method} ${openApiPath(route)}`;
    const body = bodyText(payload, reply.getHeader('content-encoding'));
    const contentType = reply.getHeader('content-type');
    const answer: SentAnswer = {
      operation,
      status: reply.statusCode,
      contentType: contentType === undefined ? undefined : String(contentType),
      body: body ?? '',
    };
    const problem =
      body === undefined ? `${operation} ${reply.statusCode}: a stream` : judge.problemOf(answer);
    if (problem) problems.push(problem);
    const responses = judge.document.paths[openApiPath(route)]?.[method.toLowerCase()]?.responses;
    const key = responses && declaredKey(responses, reply.statusCode);
    if (!problem && key) answered.add(`${operation} ${key}`);
    return payload;
  });
  return {
    useDocument(document) {
      judge = new AnswerJudge(document);
    },
    problems: () => [...problems],
    answered: () => new Set(answered),
  };
}
