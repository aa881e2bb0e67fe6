import { formatCalendarDate } from '../../../contract/calendar-date';
import { formatDecimal, formatRupees, keralaDate } from '../../../contract/format';
import type { Language } from '../../../contract/languages';
import type { ListingFactField } from '../../../contract/listing-facts';
import { RERA_SEARCH_URL } from '../../../contract/rera';
import { NEW_TAB } from '../new-tab';
import type { Property } from '../../../contract/properties';
import {
  type ListingFactsContent,
  listingFactsContent as englishFacts,
} from '../../i18n/en/content/listing-facts';
import { listingFactsContent as malayalamFacts } from '../../i18n/ml/content/listing-facts';

/**
 * A listing's rent terms, building, K-RERA and land (issue 34) as its page's rows, written in the
 * page's language by the loader (detail-listing.ts): neither the texts nor the month names travel
 * in the page's script. Only what the listing states has a row.
 */
/** A row: its label, its value, and what it adds under the value, in order (often nothing). */
export type FactRow = [label: string, value: string, more: FactMore[]];

/**
 * What a row may add under its value, as the element that shows it: a link (K-RERA's public
 * search, the paddy land Act's text, opening in a new tab as the site's outside links do) or a
 * plain sentence (what paddy land means for building). The page's script only renders it as
 * given: the detail page sits at its JavaScript budget.
 */
export interface FactMore {
  tag: 'a' | 'small';
  props: { children: string; href?: string } & Partial<typeof NEW_TAB>;
}

/**
 * The Kerala Conservation of Paddy Land and Wetland Act, 2008 (Act 28 of 2008), as FAO's
 * legislation database (FAOLEX) keeps it, through the Land Portal: a summary, the amendments and
 * the text.
 */
export const PADDY_LAND_ACT_URL =
  'https://data.landportal.info/library/resources/lex-faoc118197/kerala-conservation-paddy-land-and-wetland-act-2008-act-no-28-2008';

const CONTENT: Readonly<Record<Language, ListingFactsContent>> = {
  en: englishFacts,
  ml: malayalamFacts,
};

/** The section's heading and rows; none when the listing states no fact. */
export function listingFactsSection(
  facts: Pick<Property, ListingFactField>,
  language: Language,
  today?: string,
): { title: string; facts: FactRow[] } | undefined {
  const rows = listingFactRows(facts, language, today);
  // Named as the section's component takes them, which spreads them.
  return rows.length > 0 ? { title: CONTENT[language].heading, facts: rows } : undefined;
}

export function listingFactRows(
  facts: Pick<Property, ListingFactField>,
  language: Language,
  /** Today in Kerala (YYYY-MM-DD): a date already reached reads "Now". */
  today: string = keralaDate(new Date()),
): FactRow[] {
  const texts = CONTENT[language];
  const rows: FactRow[] = [];
  const add = (label: string, value: string | null | undefined, ...more: FactMore[]) => {
    if (value) rows.push([label, value, more]);
  };
  const rupees = (value: number | null) => (value === null ? null : formatRupees(value, language));
  const feet = (value: number | null) => (value === null ? null : formatDecimal(value, language));

  add(texts.deposit, rupees(facts.security_deposit));
  const maintenance = rupees(facts.maintenance_monthly);
  add(texts.maintenance, maintenance && texts.maintenanceValue(maintenance));
  const from = facts.available_from;
  add(
    texts.availableFrom,
    from && (from <= today ? texts.availableNow : formatCalendarDate(from, language)),
  );
  add(texts.lockIn, facts.lock_in_months === null ? null : texts.months(facts.lock_in_months));
  add(texts.tenants, facts.tenant_preference && texts.tenantPreferences[facts.tenant_preference]);
  add(texts.pets, facts.pets_allowed === null ? null : texts.petsAllowed(facts.pets_allowed));
  const { floor, total_floors: floors } = facts;
  add(texts.floor, floor === null && floors === null ? null : texts.floorValue(floor, floors));
  add(texts.facing, facts.facing && texts.facingValue[facts.facing]);
  add(texts.carpetArea, facts.carpet_area === null ? null : texts.areaValue(facts.carpet_area));
  add(texts.water, facts.water_source?.map((source) => texts.waterSources[source]).join(', '));
  add(texts.powerBackup, facts.power_backup && texts.powerBackups[facts.power_backup]);
  add(texts.rera, facts.rera_number, {
    tag: 'a',
    props: { href: RERA_SEARCH_URL, children: texts.reraLink, ...NEW_TAB },
  });
  add(texts.surveyNumber, facts.survey_number);
  add(texts.village, facts.village);
  add(texts.taluk, facts.taluk);
  const land = facts.land_type;
  // What a Gulf buyer must know before paying for paddy land: whether it can be built on.
  const note =
    facts.in_data_bank === true
      ? `${texts.nilamNote} ${texts.dataBankNote}`
      : land === 'nilam'
        ? texts.nilamNote
        : undefined;
  add(
    texts.landType,
    land && texts.landTypes[land],
    ...(note
      ? [
          { tag: 'small', props: { children: note } } as const,
          {
            tag: 'a',
            props: { href: PADDY_LAND_ACT_URL, children: texts.paddyLandActLink, ...NEW_TAB },
          } as const,
        ]
      : []),
  );
  const width = feet(facts.road_width_ft);
  const frontage = feet(facts.road_frontage_ft);
  add(texts.road, width || frontage ? texts.roadValue(width, frontage) : null);
  return rows;
}
