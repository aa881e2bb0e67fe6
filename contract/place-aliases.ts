/**
 * Other names visitors search Kerala's places by (docs/design.md section 4): the one place of
 * these lists, read by the location filter (server/modules/properties, `resolveLocation`) and the
 * location suggestions (server/modules/reference, `suggestLocations`). Zod-free, so the public
 * pages may import it too. Malayalam names are not here: they are the places' own `name_ml`
 * (server/seed/place-names-ml.ts).
 */

/**
 * English names still in everyday use beside the official one in the reference data (the names
 * before the 1990s renamings, and the railway's and the post's): a search for the key is a search
 * for the value, with exactly the same results. Keys in lower case.
 */
export const PLACE_NAME_VARIANTS: Readonly<Record<string, string>> = {
  cochin: 'Kochi',
  trivandrum: 'Thiruvananthapuram',
  calicut: 'Kozhikode',
  trichur: 'Thrissur',
  alleppey: 'Alappuzha',
  cannanore: 'Kannur',
  quilon: 'Kollam',
  palghat: 'Palakkad',
};

/**
 * Names that mean one area, whichever a visitor types: a location search for a place of one of
 * these names finds the places of all of them.
 *
 * Kochi, Cochin and Ernakulam: Kochi is the city, Ernakulam both its district and the city's
 * mainland centre (Ernakulam town, Ernakulam Junction), and the city has long outgrown its
 * corporation (Kakkanad, Edappally, Thrippunithura, Aluva are what people call Kochi). A visitor
 * typing any of the three means that area, so all three search the Kochi town and the Ernakulam
 * district, which holds it: the wider reading, so that no listing the visitor meant is missed.
 * Before this, 'Kochi' found the town alone and 'Ernakulam' the whole district. The suggestions
 * still offer the town and the district apart: each leads to the same listings.
 */
export const SAME_AREA_NAMES: readonly (readonly string[])[] = [['Kochi', 'Ernakulam']];

const variants = new Map(Object.entries(PLACE_NAME_VARIANTS));
const sameArea = new Map(
  SAME_AREA_NAMES.flatMap((names) => names.map((name) => [name.toLowerCase(), names] as const)),
);

/** The official name a variant stands for ('calicut' -> 'Kozhikode'), if it is one. */
export function placeNameOfVariant(text: string): string | undefined {
  return variants.get(text.trim().toLowerCase());
}

/**
 * The official names of the variants that begin with the text ('calic' -> Kozhikode), for
 * suggestions as a visitor types, each with how much of the variant is typed (0 to 1). From
 * three characters: fewer begin too many words.
 */
export function placeNamesOfVariantsStartingWith(text: string): { name: string; typed: number }[] {
  const start = text.trim().toLowerCase();
  if (start.length < 3) return [];
  return [...variants]
    .filter(([variant]) => variant.startsWith(start))
    .map(([variant, name]) => ({ name, typed: start.length / variant.length }));
}

/**
 * The names of the same area as a place of this name ('ernakulam' -> Kochi and Ernakulam),
 * the name itself among them; [] for a name in no group.
 */
export function namesOfSameArea(name: string): readonly string[] {
  return sameArea.get(name.trim().toLowerCase()) ?? [];
}
