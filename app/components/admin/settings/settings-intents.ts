import { z } from 'zod';

import type { FieldErrors } from '../../../../contract/errors';

import type { SETTINGS_LISTS } from './settings-texts';

/**
 * What a Settings panel submits to the route's `clientAction`: a new entry (POST), a new name
 * (PATCH) and a delete (DELETE), each for one of the two lists.
 */
const LIST_KEYS = [
  'features',
  'propertyTypes',
] as const satisfies readonly (keyof typeof SETTINGS_LISTS)[];
const listKey = z.enum(LIST_KEYS);
export type SettingsListKey = z.infer<typeof listKey>;

const entryId = z.number().int().positive();
const entryName = z.string().trim().min(1);

export const settingsAdd = z.object({ list: listKey, name: entryName });
export const settingsRename = z.object({ list: listKey, id: entryId, name: entryName });
export const settingsDelete = z.object({ list: listKey, id: entryId });
export type SettingsAdd = z.infer<typeof settingsAdd>;
export type SettingsRename = z.infer<typeof settingsRename>;
export type SettingsDelete = z.infer<typeof settingsDelete>;

/** The site facts to save (PUT): what the card checked with contract/site-facts.ts. */
export const siteFactsSave = z.object({
  founded_year: z.number(),
  clients_served: z.number(),
});

/** The exchange rates to save (PUT), under their own key: the card checked them. */
export const exchangeRatesSave = z.object({
  exchange_rates: z.record(z.string(), z.object({ inr_per_unit: z.number(), date: z.string() })),
});

/**
 * Whether the server took the change (the toasts have said how it went), its entry, and the
 * server's field errors for the site facts' form.
 */
export interface SettingsResult {
  isDone: boolean;
  id?: number;
  fieldErrors?: FieldErrors;
}
