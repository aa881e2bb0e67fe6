import { adminPropertyMessages } from '../../../../contract/admin-properties';
import { ApiError } from '../../../lib/api';

/**
 * What the admin reads when a delete fails (product.md section 8): a message for 404, 403 and 401,
 * otherwise the server's `detail`, else the generic one. Unreachable server: the network message.
 */
export function deleteErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return adminPropertyMessages.deleteFailed;
  switch (error.status) {
    case 404:
      return adminPropertyMessages.deleteNotFound;
    case 403:
      return adminPropertyMessages.deleteForbidden;
    case 401:
      return adminPropertyMessages.deleteUnauthorized;
  }
  // A body of field errors has no `detail`; ApiError then carries the first field's message.
  const hasDetail = Object.keys(error.fieldErrors).length === 0 && error.message.trim() !== '';
  return hasDetail ? error.message : adminPropertyMessages.deleteFailed;
}
