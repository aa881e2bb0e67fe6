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
};
