/** What the cards, the detail page and the home page all say of a listing. */
export const common = {
  perMonth: '/month',
  enquirySubject: (title: string) => `Enquiry: ${title}`,
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
