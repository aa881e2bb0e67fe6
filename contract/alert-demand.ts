import { z } from 'zod';
import type { Purpose, Range } from './listing-search';

/**
 * Demand from saved searches (issue 36, item 5): the agency sees where people are looking and
 * nothing is listed. `GET /api/properties/dashboard/demand/`, admins only. Every confirmed alert
 * that still runs (not paused, its address not stopped by a bounce or a complaint) counts once,
 * under its search's district, purpose, property type and price band; beside each group, the
 * listings a visitor sees now that match those four (server/modules/alerts/alert-demand.ts says
 * how a search is read). No zod in the bands: the dashboard's card and the server share them.
 */

/** How many groups the answer lists, most alerts first. */
export const DEMAND_ROWS = 20;

/**
 * A price band: listings priced above `min` (from 0) up to `max` inclusive, `max` null for no top.
 * Rents are a month's rent, as listings store them.
 */
export interface PriceBand {
  min: number | null;
  max: number | null;
  label: string;
}

const band = (min: number, max: number | null, label: string): PriceBand => ({ min, max, label });

/**
 * The bands, by purpose, each ending where the listing page's price presets end
 * (app/lib/search-options.ts), so a search made with a preset falls in one band: monthly rents
 * in thousands, sale prices in lakhs and crores. A search for sale and rent alike is banded as
 * a sale, as the listing page offers it the sale presets.
 */
export const PRICE_BANDS: Readonly<Record<'rent' | 'sell', readonly PriceBand[]>> = {
  rent: [
    band(0, 15_000, 'Under ₹15K/month'),
    band(15_000, 30_000, '₹15K–30K/month'),
    band(30_000, 60_000, '₹30K–60K/month'),
    band(60_000, null, 'Over ₹60K/month'),
  ],
  sell: [
    band(0, 2_500_000, 'Under ₹25L'),
    band(2_500_000, 5_000_000, '₹25L–50L'),
    band(5_000_000, 10_000_000, '₹50L–1Cr'),
    band(10_000_000, 20_000_000, '₹1Cr–2Cr'),
    band(20_000_000, 50_000_000, '₹2Cr–5Cr'),
    band(50_000_000, null, 'Over ₹5Cr'),
  ],
};

/** A search without a price, or whose price names no band. */
export const ANY_PRICE: PriceBand = { min: null, max: null, label: 'Any price' };

/**
 * The band of a search's price range: the band its top falls in (above the band's `min`, up to
 * its `max`), or without a top, the band its bottom falls in (from the band's `min`, below its
 * `max`). No price, or only a bottom of 0, is any price.
 */
export function priceBandOf(purpose: Purpose, price: Range | undefined): PriceBand {
  const bands = PRICE_BANDS[purpose === 'rent' ? 'rent' : 'sell'];
  if (price?.max !== undefined) {
    const top = price.max;
    return bands.find((each) => each.max === null || top <= each.max) ?? ANY_PRICE;
  }
  if (price?.min !== undefined && price.min > 0) {
    const bottom = price.min;
    return bands.findLast((each) => each.min !== null && bottom >= each.min) ?? ANY_PRICE;
  }
  return ANY_PRICE;
}

/** Whether a listing's price is in a band (any price takes every price). */
export function isInBand(price: number, priceBand: Pick<PriceBand, 'min' | 'max'>): boolean {
  return (
    (priceBand.min === null || price > priceBand.min) &&
    (priceBand.max === null || price <= priceBand.max)
  );
}

export const demandRow = z.object({
  district_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The searches' district; null: anywhere (no place, or none known)." }),
  district: z.string().nullable().meta({ description: "The district's name." }),
  purpose: z.enum(['rent', 'sell', 'all']).meta({ description: 'all: rent and sale alike.' }),
  property_type_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The property type, when the searches name exactly one.' }),
  property_type: z.string().nullable().meta({
    description:
      "The type's name; several names ('House / Apartment / Villa') for a word naming a group of types, the word itself for one naming none; null: any type.",
  }),
  price_band: z.object({
    min: z
      .number()
      .nullable()
      .meta({ description: 'Rupees: prices above it (from 0); null: any price.' }),
    max: z.number().nullable().meta({ description: 'Rupees: prices up to it; null: no top.' }),
    label: z.string().meta({ example: '₹15K–30K/month' }),
  }),
  alerts: z.number().int().meta({ description: 'Running alerts in the group.' }),
  listed: z.number().int().meta({
    description:
      'Listings a visitor sees now (available, confirmed lately) in the district, for the purpose, of the type(s) and in the band.',
  }),
});
export type DemandRow = z.infer<typeof demandRow>;

export const alertDemand = z.object({
  alerts: z.number().int().meta({
    description: 'Running alerts: confirmed, not paused, their address not stopped.',
  }),
  anywhere: z.number().int().meta({
    description:
      'Of those, the alerts whose place names no district (none given, the whole state, an unknown name, a map area too wide): their groups have district null.',
  }),
  groups: z
    .number()
    .int()
    .meta({
      description: `How many groups there are in all; rows lists the first ${DEMAND_ROWS}.`,
    }),
  rows: z.array(demandRow).meta({
    description: 'Most alerts first; among as many, fewest listed first, then by district.',
  }),
});
export type AlertDemand = z.infer<typeof alertDemand>;

/** The dashboard card's texts. */
export const demandMessages = {
  fetchFailed: "Couldn't load the demand from saved searches.",
} as const;
