import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '../api';
import { handleUnauthorized } from './api';
import { readToken } from './session';

/** An export may take longer than a JSON answer (every row, not a page). */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * Downloads a file the API makes (a CSV export) with the admin's token: a plain link cannot
 * send the Authorization header. The file keeps the name the server gives it.
 */
export async function downloadFromApi(path: string, fallbackMessage: string): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: token ? { authorization: `Token ${token}` } : {},
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error = toApiError(response.status, body, fallbackMessage);
    handleUnauthorized(error);
    throw error;
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
