import { COMPARE_MAX, COMPARE_MIN } from '../../../contract/listing-ids';

/** The shortlist (/shortlist) and the comparison (/compare): a visitor's own lists. */
export const shortlist = {
  meta: {
    title: (siteName: string) => `My shortlist | ${siteName}`,
    description: 'The properties you saved, kept in this browser. No account needed.',
    compareTitle: (siteName: string) => `Compare properties | ${siteName}`,
    compareDescription: 'Properties side by side: price, size, rooms, features and place.',
  },
  page: {
    eyebrow: 'Saved in this browser',
    heading: 'Shortlist',
    mine: 'My shortlist',
    shared: 'A shared shortlist',
    count: (count: number) => (count === 1 ? '1 property' : `${count} properties`),
    lead: 'Kept in this browser, no account needed. Share it with family before you visit.',
    sharedLead:
      'Someone shared these properties with you. Save them to keep them in your own shortlist.',
    loading: 'Opening your shortlist…',
    failed: 'We could not load these properties just now. Please try again in a moment.',
    beds: (count: number) => (count === 1 ? '1 bed' : `${count} beds`),
    baths: (count: number) => (count === 1 ? '1 bath' : `${count} baths`),
    emptyHeading: 'Your shortlist is empty',
    emptyText:
      'Tap the heart on any property to keep it here. Your shortlist stays in this browser; no account, no sign-up.',
    browse: 'Browse properties',
    share: 'Share my shortlist',
    shareLink: 'Link to this shortlist',
    copy: 'Copy link',
    copied: 'Link copied',
    onWhatsApp: 'Send on WhatsApp',
    shareMessage: (url: string) => `Properties I have shortlisted: ${url}`,
    saveAll: 'Save to my shortlist',
    savedAll: (count: number) =>
      count === 1
        ? 'Saved 1 property to your shortlist.'
        : `Saved ${count} properties to your shortlist.`,
    alreadySaved: 'These are all in your shortlist.',
    notKept:
      'This browser is not letting us keep your shortlist: it will last until you close the page.',
    sold: 'Sold',
    rented: 'Rented',
    gone: 'No longer listed',
    goneText: 'This listing has been taken down.',
    remove: 'Remove',
    removeAbout: (what: string) => `Remove ${what} from the shortlist`,
    listingNumber: (id: number) => `listing ${id}`,
    compareLabel: (title: string) => `Compare ${title}`,
    compare: 'Compare',
    compareSelected: (count: number) => `Compare selected (${count})`,
    compareHint: `Tick ${COMPARE_MIN} to ${COMPARE_MAX} properties to compare them side by side.`,
    compareTooMany: `You can compare up to ${COMPARE_MAX} properties at a time. Untick one to choose another.`,
  },
  compare: {
    eyebrow: 'Side by side',
    heading: 'Compare properties',
    lead: 'Rows that differ are marked; the best price, price per unit and size are in green.',
    tooFew: `Pick at least ${COMPARE_MIN} properties to compare.`,
    tooFewText: 'Tick them on your shortlist, or tap Compare on the property cards.',
    someGone: (count: number) =>
      count === 1
        ? '1 property is no longer listed and is left out.'
        : `${count} properties are no longer listed and are left out.`,
    back: 'Back to my shortlist',
    table: 'The properties compared',
    onlyDifferences: 'Show only differences',
    view: 'View property',
    remove: (letter: string) => `Remove ${letter} from the comparison`,
    differs: 'differs',
    best: 'Best',
    none: '–',
    yes: 'Yes',
    no: 'No',
    rows: {
      price: 'Price',
      perUnit: 'Price per unit',
      area: 'Built-up area',
      cents: 'Land (cents)',
      bedrooms: 'Bedrooms',
      bathrooms: 'Bathrooms',
      type: 'Type',
      furnishing: 'Furnishing',
      builtYear: 'Built in',
      parking: 'Parking',
      place: 'Place',
      features: 'Features',
      distance: 'Distance apart',
    },
    furnishings: {
      unfurnished: 'Unfurnished',
      semi_furnished: 'Semi-furnished',
      furnished: 'Furnished',
    },
    spaces: (count: number) => (count === 1 ? '1 vehicle' : `${count} vehicles`),
    kmFrom: (km: string, letter: string) => `${km} km from ${letter}`,
  },
};
