import { useSyncExternalStore } from 'react';

import { ApiError, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS, toApiError } from '../api';
import { readToken } from './session';

/** How far an upload has gone: the share of the request body sent, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends a multipart form to `/api{path}` with the admin's token, reporting how much of the body
 * has been sent: fetch cannot tell, XMLHttpRequest can. For `clientAction`s, with the errors of
 * adminSubmit: the server's message (else `fallbackMessage`) and field errors as an ApiError, a
 * 401 included (the action then calls throwIfSignedOut), NETWORK_ERROR_MESSAGE with status 0 when
 * the server was not reached.
 *
 * The 10 s request timeout (product.md section 7) counts from the last sign of life, not from the
 * start: several photos over a slow phone link may take longer than that to send.
 */
export function adminUpload<T>(
  path: string,
  {
    method = 'POST',
    body,
    onProgress,
    fallbackMessage = 'Something went wrong. Please try again.',
  }: { method?: string; body: FormData; onProgress?: UploadProgress; fallbackMessage?: string },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    let idleTimer: number | undefined;

    const stopWaiting = () => window.clearTimeout(idleTimer);
    const keepWaiting = () => {
      stopWaiting();
      idleTimer = window.setTimeout(() => request.abort(), REQUEST_TIMEOUT_MS);
    };
    const fail = (error: ApiError) => {
      stopWaiting();
      reject(error);
    };

    request.open(method, `/api${path}`);
    request.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('authorization', `Token ${token}`);

    request.upload.addEventListener('progress', (event) => {
      keepWaiting();
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.upload.addEventListener('load', () => {
      keepWaiting();
      onProgress?.(1);
    });
    request.addEventListener('progress', keepWaiting);
    request.addEventListener('load', () => {
      stopWaiting();
      let parsed: unknown;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(parsed as T);
      else fail(toApiError(request.status, parsed, fallbackMessage));
    });
    // A dropped connection, a refused one, or the idle timer's abort: no answer from the server.
    for (const type of ['error', 'abort', 'timeout'] as const) {
      request.addEventListener(type, () => fail(new ApiError(NETWORK_ERROR_MESSAGE, 0)));
    }

    keepWaiting();
    request.send(body);
  });
}

/**
 * How far the upload of each form has gone, 0 to 1: a `clientAction` sends the photos, and the
 * screen that submitted them shows the progress bar. One upload per form at a time (the form
 * waits while it sends), so the form's name is the key.
 */
export type UploadForm = 'property' | 'banner';

const progressOf = new Map<UploadForm, number>();
const listeners = new Set<() => void>();

export function setUploadProgress(form: UploadForm, fraction: number): void {
  progressOf.set(form, fraction);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The share of `form`'s upload sent so far (0 before anything is sent). */
export function useUploadProgress(form: UploadForm): number {
  return useSyncExternalStore(
    subscribe,
    () => progressOf.get(form) ?? 0,
    () => 0,
  );
}
