import type { FastifyReply } from 'fastify';
import type { JsonBytes } from '../lib/json-bytes';

/** Sends JSON that is serialised already, as it is. */
export function sendJsonBytes<T>(reply: FastifyReply, json: JsonBytes<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
