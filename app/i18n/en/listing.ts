/** The listing page: its hero and results, the filters, the order, the pages and the cards. */
export const listing = {
  meta: {
    title: (siteName: string) => `Properties for sale and rent in Kerala | ${siteName}`,
    /** The title of a filtered page: the hero's line of filters, then the site. */
    filteredTitle: (filters: string, siteName: string) => `${filters} | ${siteName}`,
    description:
      'Homes, apartments, villas, shops, offices and land for sale and rent across Kerala, direct from owners and our team. No brokers, no commission.',
  },
  hero: {
    eyebrow: 'Properties in Kerala',
    heading: 'Find your place',
  },
  /** The hero's line of the chosen filters: 'For Rent • Apartment • 2 Bedrooms'. */
  summary: {
    forRent: 'For Rent',
    forSale: 'For Sale',
    bedrooms: (count: number, atLeast: boolean) =>
      `${count}${atLeast ? '+' : ''} Bedroom${count === 1 && !atLeast ? '' : 's'}`,
    none: 'Explore our exclusive property listings',
    mapArea: 'In the map area',
  },
  results: {
    heading: 'Premium Properties',
    showing: (shown: number, count: number) => `Showing ${shown} of ${count} exclusive listings`,
    filteredFrom: (total: number) => ` (Filtered from ${total} total)`,
    showAll: 'Show All Properties',
    loading: 'Loading properties…',
  },
  filters: {
    /** The search box's label and placeholder. */
    searchPlaces: 'Search by town, district or state',
    search: 'Search',
    /** The button that opens the filters (a full-screen sheet on phones, a drawer on desktops). */
    open: 'Filters',
    /** After the button's label, how many filters are on: 'Filters 3 active'. */
    active: (count: number) => ` ${count} active`,
    close: 'Close filters',
    heading: 'Advanced Filters',
    location: 'Location',
    locationNote:
      'Type a place in the search box above, or let your browser tell us where you are.',
    useMyLocation: 'Use my current location',
    locating: 'Locating...',
    usingLocation: (place: string) => `Using your location: ${place}`,
    listingType: 'Listing Type',
    listingTypes: { all: 'All', rent: 'For Rent', buy: 'For Sale' },
    propertyType: 'Property Type',
    allTypesLegend: 'All',
    allTypes: 'All Properties',
    typeGroups: { residential: 'Residential', commercial: 'Commercial', land: 'Land' },
    priceRange: 'Price Range',
    pricePresets: 'Price presets',
    builtUpArea: 'Built-up Area (Sq.ft)',
    builtUpRanges: 'Built-up area ranges',
    landArea: 'Land Area (Cents)',
    landRanges: 'Land area ranges',
    sliders: {
      price: { min: 'Minimum price', max: 'Maximum price' },
      area: { min: 'Minimum area', max: 'Maximum area' },
      land: { min: 'Minimum land', max: 'Maximum land' },
    },
    /** A slider at the end of its track, and the chips that leave a count open. */
    any: 'Any',
    /** The price chips, in the order of app/lib/search-options.ts's lists (sizes are written out). */
    presets: {
      price: ['Under 25L', '25L-50L', '50L-1Cr', '1Cr-2Cr', '2Cr-5Cr', '5Cr-10Cr'],
      rent: ['Under ₹15K/month', '₹15K-30K/month', '₹30K-60K/month', 'Above ₹60K/month'],
    },
    ownership: 'Ownership',
    ownerships: { all: 'All', directOwner: 'Direct Owner', management: 'Management' },
    /** Listings with a site visit recorded (issue 15, item 7). */
    verified: 'Verified',
    verifiedOnly: 'Verified listings only',
    verifiedNote: 'Listings our team has visited. Each page says what was checked.',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    reset: 'Reset All',
    /** The sheet's button: how many homes the chosen filters give, counted before applying. */
    showHomes: (count: number) => (count === 1 ? 'Show 1 home' : `Show ${count} homes`),
    /** The same button while it counts, before the page's script runs, or when it could not count. */
    showAny: 'Show homes',
    counting: 'Counting homes…',
    countFailed: 'Could not count the homes just now. You can still show them.',
  },
  /** The active filters above the results, each removable in one tap (app/lib/filter-chips.ts). */
  chips: {
    label: 'Active filters',
    /** After a chip's label, for screen readers: 'For Sale, remove'. */
    remove: ', remove',
    clearAll: 'Clear all',
    between: (from: string, to: string) => `${from} – ${to}`,
    under: (amount: string) => `Under ${amount}`,
    upTo: (amount: string) => `Up to ${amount}`,
    from: (amount: string) => `${amount}+`,
    bathrooms: (count: number, atLeast: boolean) =>
      `${count}${atLeast ? '+' : ''} Bathroom${count === 1 && !atLeast ? '' : 's'}`,
  },
  /** The search box's suggested places. */
  suggestions: {
    label: 'Suggested places',
    noListings: 'No listings yet',
    listings: (count: number) => `${count} listing${count === 1 ? '' : 's'}`,
    status: (count: number) =>
      `${count} suggestion${count === 1 ? '' : 's'}, use the arrow keys to choose`,
  },
  sort: {
    label: 'Sort by',
    choices: {
      newest: 'Newest first',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      nearest: 'Nearest to me',
    },
    /** Without JavaScript, the button that applies the order. */
    submit: 'Sort',
    askTitle: 'Enable Location Services',
    askText:
      'To show the properties nearest to you first, allow this site to use your location. It is used only to sort the listings.',
    cancel: 'Cancel',
    enable: 'Enable Location',
    locating: 'Locating...',
  },
  view: {
    label: 'Layout',
    list: 'List view',
    grid: 'Grid view',
  },
  /** The map of the results (components/listing/listing-map.tsx). */
  map: {
    show: 'Map',
    hide: 'Hide map',
    backToList: 'Show list',
    label: 'Map of the matching properties',
    loading: 'Loading the map…',
    failed: 'The map could not load the properties.',
    retry: 'Try again',
    searchArea: 'Search this area',
    shown: (count: number) => `${count} ${count === 1 ? 'property' : 'properties'} on the map`,
    none: 'No properties in this area. Move the map and search again.',
    marker: (price: string, forRent: boolean) =>
      `${price}, ${forRent ? 'for rent' : 'for sale'}: show details`,
    cluster: (count: number) => `${count} properties here: zoom in`,
    popupLoading: 'Loading…',
    popupFailed: 'The details of this property could not be loaded.',
    view: 'View details',
    keyboardHint:
      'Tab to the markers, Enter to open one, Esc to close; arrow keys move the map, + and − zoom.',
  },
  /** The page links under the results (app/components/page-links.tsx). */
  pages: {
    label: 'Pages',
    previous: 'Previous page',
    /** Read before the number: 'Page 3'. */
    page: 'Page ',
    next: 'Next page',
  },
  empty: {
    heading: 'No Properties Found',
    text: 'We could not find listings that match all of your filters. You could:',
    tips: [
      'search a nearby town or the whole district',
      'widen the price range or the area',
      'ask for fewer bedrooms or bathrooms',
      'choose All Properties as the property type',
    ],
    reset: 'Reset All Filters',
    /** What matched nothing: the active filters' labels, joined. */
    nothingFor: (filters: string) => `No homes match ${filters}.`,
    /** The one filter whose removal finds homes, as a link. */
    loosen: (filter: string, count: number) =>
      `Remove “${filter}” to see ${count === 1 ? '1 home' : `${count} homes`}`,
  },
  error: {
    heading: 'Something went wrong',
    text: 'Failed to fetch properties. Please try again later.',
    reload: 'Reload Page',
  },
};
