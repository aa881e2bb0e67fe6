import { describe, expect, it } from 'vitest';
import { propertyFields } from '../contract/property-write';
import { DEMO_LISTINGS } from './demo-listings';
import { DEMO_LISTINGS_ML } from './demo-listings-ml';

const MALAYALAM = /[\u0D00-\u0D7F]/;
/** The contract's own title and description rules (length limits included). */
const { title: titleField, description: descriptionField } = propertyFields(2026);
const entries = Object.entries(DEMO_LISTINGS_ML);

/** Entries breaking a rule, by English title, so a failure names the culprits. */
const offenders = (rule: (ml: { title: string; description: string }) => boolean) =>
  entries.filter(([, ml]) => !rule(ml)).map(([title]) => title);

const paragraphs = (text: string) => text.split(/\n\s*\n/).length;

describe('Malayalam demo listings', () => {
  it('has an entry for every demo listing, and no other', () => {
    const english = DEMO_LISTINGS.map((l) => l.title);
    expect(english.filter((t) => !(t in DEMO_LISTINGS_ML))).toEqual([]);
    expect(Object.keys(DEMO_LISTINGS_ML).filter((t) => !english.includes(t))).toEqual([]);
  });

  it('writes every title and description in Malayalam script, trimmed and non-empty', () => {
    expect(
      offenders(
        (ml) =>
          ml.title.trim() === ml.title &&
          ml.title.length > 0 &&
          MALAYALAM.test(ml.title) &&
          ml.description.trim() === ml.description &&
          ml.description.length > 0 &&
          MALAYALAM.test(ml.description),
      ),
    ).toEqual([]);
  });

  it('keeps titles and descriptions within the listing limits of the contract', () => {
    expect(offenders((ml) => titleField.safeParse(ml.title).success)).toEqual([]);
    expect(offenders((ml) => descriptionField.safeParse(ml.description).success)).toEqual([]);
  });

  it('gives every listing a distinct Malayalam title', () => {
    const titles = entries.map(([, ml]) => ml.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('keeps the paragraph structure of the English description', () => {
    expect(
      DEMO_LISTINGS.filter((l) => {
        const ml = DEMO_LISTINGS_ML[l.title];
        return ml !== undefined && paragraphs(ml.description) !== paragraphs(l.description);
      }).map((l) => l.title),
    ).toEqual([]);
  });
});
