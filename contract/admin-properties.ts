import type { Furnishing, Ownership, PropertyFor, PropertyStatus } from './property-constants';

/**
 * The back office's listing screens (product.md sections 2, 8 and 9: admin dashboard and property
 * list): their constants and every message they show.
 */

/** product.md section 9. */
export const ADMIN_PAGE_SIZE = 12;
export const DASHBOARD_RECENT_COUNT = 5;

export const STATUS_LABELS: Record<PropertyStatus, string> = {
  available: 'Available',
  draft: 'Draft',
  sold: 'Sold',
  rented: 'Rented',
};

export const PROPERTY_FOR_LABELS: Record<PropertyFor, string> = {
  rent: 'For Rent',
  sell: 'For Sale',
};
export const OWNERSHIP_LABELS: Record<Ownership, string> = {
  management: 'Management',
  direct_owner: 'Owner',
};
export const FURNISHING_LABELS: Record<Furnishing, string> = {
  unfurnished: 'Unfurnished',
  semi_furnished: 'Semi-furnished',
  furnished: 'Furnished',
};

export const adminPropertyMessages = {
  /** product.md section 8: load failure of the list and the dashboard. */
  fetchFailed: 'Failed to fetch properties',
  statsFailed: 'Failed to fetch the dashboard figures',
  /** product.md section 8: delete failures by status, then the server's detail, then this. */
  deleteNotFound: 'Property not found. It may have been already deleted.',
  deleteForbidden: 'You do not have permission to delete this property.',
  deleteUnauthorized: 'Please login again to perform this action.',
  deleteFailed: 'Failed to delete property. Please try again.',
  deleted: 'Property deleted successfully',
  statusChanged: (title: string, status: PropertyStatus) =>
    `"${title}" is now ${STATUS_LABELS[status].toLowerCase()}.`,
  statusFailed: 'Failed to change the status. Please try again.',
} as const;
