import type { z } from 'zod';

/**
 * How the admin's screens talk to their route's `clientAction`: the method says what to do, as
 * the API's own (POST adds, PATCH changes, DELETE removes), and a JSON body says to what. Saves
 * with photos are multipart instead (`multipartSubmit`).
 *
 * `flushSync`: the fetcher's `submitting` state is on screen before the event that submitted ends,
 * as a click's own state would be, not in a later transition: a second click finds Save already
 * disabled, and a select already shows the status it is saving.
 */
export function jsonSubmit(method: 'post' | 'put' | 'patch' | 'delete') {
  return { method, encType: 'application/json', flushSync: true } as const;
}

export function multipartSubmit(method: 'post' | 'patch') {
  return { method, encType: 'multipart/form-data', flushSync: true } as const;
}

/** The JSON a screen submitted, checked against what the action expects. */
export async function readJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  return schema.parse(await request.json());
}
