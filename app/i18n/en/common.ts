/** What the cards, the detail page and the home page all say of a listing. */
export const common = {
  perMonth: '/month',
  enquirySubject: (title: string) => `Enquiry: ${title}`,
  /** The heart and the compare toggle on cards and the listing's page, and the compare bar. */
  saved: {
    save: 'Save to shortlist',
    remove: 'Remove from shortlist',
    full: (max: number) =>
      `Your shortlist holds up to ${max} properties. Remove one to save another.`,
    compare: 'Compare',
    compareFull: (max: number) => `You can compare up to ${max} properties at a time.`,
    bar: 'Properties to compare',
    picked: (count: number, max: number) => `${count} of ${max} picked`,
    pickAnother: 'Pick one more to compare',
    compareNow: 'Compare now',
    clear: 'Clear',
  },
  /** The maps' own controls (map-engine.ts), and what a map says when its tiles cannot be had. */
  map: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    tilesFailed: 'The map could not be loaded',
    tilesFailedHelp: 'Check your connection, or get directions instead.',
    tilesFailedList: 'The pins still show where the homes are, and the list has every one.',
  },
  /** "Use my location" failures (product.md's location alerts; app/lib/geolocation.ts). */
  locationAlerts: {
    unsupported: 'Geolocation is not supported by your browser',
    deniedSite:
      'Location permission denied. Please enable location access in your browser settings.',
    deniedListing: 'Location permission denied. Please enable location services in your browser.',
    unavailable: 'Location information is unavailable.',
    timeout: 'Location request timed out.',
    failed: 'Unable to retrieve your location',
    unknown: 'An unknown error occurred while getting location.',
    noAddress: 'Could not get address from coordinates',
  },
  /** What a listing's card says (property-card.tsx): the listing, home and detail pages show cards. */
  card: {
    noPhoto: 'No photo yet',
    /** A site visit is recorded: the agency went and checked it. */
    verified: 'Verified',
    directOwner: 'Direct Owner',
    management: 'Management Property',
    forRent: 'For Rent',
    forSale: 'For Sale',
    /** The list of bedrooms, bathrooms and areas. */
    size: 'Size',
    /** After the count, which stands in bold before it. */
    beds: (count: number) => (count === 1 ? ' Bed' : ' Beds'),
    baths: (count: number) => (count === 1 ? ' Bath' : ' Baths'),
    noDescription: 'No description available',
    showMore: 'Show More',
    showLess: 'Show Less',
    /** Before how long ago: 'Listed 3 days ago'. */
    listed: 'Listed ',
    kmAway: (km: number) => `${km} km away`,
    metresAway: (metres: number) => `${metres} m away`,
    directions: 'Directions',
    call: 'Call',
    chat: 'Chat',
    mail: 'Mail',
  },
};
