import type { FieldErrors } from '../../contract/errors';

/**
 * The browser's calls to the REST API (product.md sections 7 and 8; design.md section 4): a 10 s
 * timeout, and every failure turned into one message a person can read plus the server's field
 * errors.
 */

export const REQUEST_TIMEOUT_MS = 10_000;

export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to server. Please check your internet connection.';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** 0 when the server was never reached. */
    readonly status: number,
    /** Per-field messages of a 400 answer (`non_field_errors` for the rest). */
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

/** The first message of a DRF-style error body: `detail`, else the first field's messages. */
function messageOf(body: unknown): { message?: string; fieldErrors: FieldErrors } {
  if (!body || typeof body !== 'object') return { fieldErrors: {} };
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return { message: record.detail, fieldErrors: {} };
  const fieldErrors: FieldErrors = {};
  for (const [field, value] of Object.entries(record)) {
    if (Array.isArray(value)) fieldErrors[field] = value.map(String);
    else if (typeof value === 'string') fieldErrors[field] = [value];
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  return first === undefined ? { fieldErrors } : { message: first, fieldErrors };
}

/**
 * The ApiError for a response that is not ok: the server's message, else `fallbackMessage`, and
 * its field errors. Shared by fetch here and the admin's XMLHttpRequest uploads.
 */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const { message, fieldErrors } = messageOf(body);
  return new ApiError(message ?? fallbackMessage, status, fieldErrors);
}

/**
 * Sends a request to `/api{path}` and answers the parsed JSON body (undefined for 204). Throws
 * ApiError: with the server's message, else `fallbackMessage`; NETWORK_ERROR_MESSAGE offline.
 */
export async function requestApi<T>(
  path: string,
  {
    method = 'GET',
    body,
    token,
    fallbackMessage = 'Something went wrong. Please try again.',
  }: { method?: string; body?: unknown; token?: string; fallbackMessage?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Token ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (response.status === 204) return undefined as T;
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, parsed, fallbackMessage);
  return parsed as T;
}
