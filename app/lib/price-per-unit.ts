import type { PropertyFor } from '../../contract/property-constants';
import { type PricePerUnit, pricePerUnit } from '../../contract/price-per-unit';
import { areaUnitFor } from './search-options';

/**
 * The price per unit a page shows for a listing (issue 14): per sq.ft of a building, per cent of
 * land, for listings for sale only (a monthly rent per square foot is not how Kerala reads rents).
 */
export function listingPricePerUnit(listing: {
  price: number;
  property_for: PropertyFor;
  area: number | null;
  cents: number | null;
  property_type_details?: { name: string } | null;
}): PricePerUnit | undefined {
  if (listing.property_for !== 'sell') return undefined;
  return pricePerUnit({
    price: listing.price,
    areaSqft: listing.area,
    cents: listing.cents,
    isLand: areaUnitFor(listing.property_type_details?.name) === 'cents',
  });
}
