import type { FastifyReply } from 'fastify';
import type { JsonText } from '../lib/json-text';

/** Sends JSON that is serialised already, as it is. */
export function sendJsonText<T>(reply: FastifyReply, json: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
