/**
 * The texts of the home page (see app/i18n/README.md). Its longer prose, the reasons to choose us
 * and the testimonials, is in content/home.ts: loader data, not part of every page's catalogue.
 */
export const home = {
  meta: {
    title: (siteName: string) => `${siteName} | Property in Kerala to buy or rent`,
    description:
      'Buy or rent homes, apartments, villas, shops, offices and land across Kerala, direct from owners and our team. No brokers, no commission.',
  },
  hero: {
    eyebrow: 'Property in Kerala',
    title: 'We manage your dreams',
    text: 'Homes, apartments, villas, shops, offices and land across Kerala. No brokers, no commission.',
  },
  search: {
    label: 'Search properties',
    filters: 'Filters',
    closeFilters: 'Close filters',
    /** Read after the number of filters in use on the phone's Filters button. */
    active: ' active',
    submit: 'Search Properties',
    buyOrRent: 'Buy or rent',
    buy: 'Buy',
    rent: 'Rent',
    propertyType: 'Property type',
    allTypes: 'All',
    landArea: 'Land area',
    builtUpArea: 'Built-up area',
    anySize: 'Any size',
    monthlyRent: 'Monthly rent',
    price: 'Price',
    anyPrice: 'Any price',
    bedrooms: 'Bedrooms',
    anyBedrooms: 'Any',
    /** A choice of BEDROOM_CHOICES (app/lib/search-options.ts): '1' to '4', or '5+'. */
    bedroomChoice: (choice: string) => (choice === '5+' ? '5 or more' : choice),
    /** A price or area range of app/lib/search-options.ts, by its English label. */
    rangeChoice: (label: string) => label,
    location: 'Location',
    locating: 'Locating...',
    useMyLocation: 'Use my location',
    locationPlaceholder: 'City, town or district',
    locationSet: (place: string) => `Location set to ${place}`,
  },
  offer: {
    eyebrow: 'Exclusive offer',
    title: 'Zero brokerage on every home you find here',
    text: 'Deal directly with owners and our own team. A small service fee when you close, never a commission, and help with papers, loans and surveys along the way.',
    seeProperties: 'See the properties',
    askAboutOffer: 'Ask about the offer',
  },
  featured: {
    eyebrow: 'Just listed',
    title: 'Featured properties',
    lead: 'The newest homes, land and commercial spaces on our books across Kerala.',
    /** What a screen reader calls the carousel and each of its slides. */
    carousel: 'carousel',
    slide: 'slide',
    pause: 'Pause the slide show',
    play: 'Play the slide show',
    previous: 'Previous slide',
    next: 'Next slide',
    slidePosition: (position: number, count: number) => `${position} of ${count}`,
    slides: 'Slides',
    goToSlide: (position: number) => `Go to slide ${position}`,
    viewAll: 'View all new projects',
    failed: 'We could not load the latest listings just now.',
    empty: 'New listings are on their way.',
  },
  card: {
    noPhoto: 'No photo yet',
    forRent: 'For Rent',
    forSale: 'For Sale',
    beds: (count: number) => `${count} ${count === 1 ? 'Bed' : 'Beds'}`,
    baths: (count: number) => `${count} ${count === 1 ? 'Bath' : 'Baths'}`,
    whatsApp: 'WhatsApp',
    /** Read after the button's name: 'WhatsApp about Lake-view villa'. */
    whatsAppAbout: (title: string) => ` about ${title}`,
  },
  why: {
    eyebrow: 'Why choose us',
    title: 'A simpler, fairer way to find your place in Kerala',
    atAGlance: 'At a glance',
    /**
     * The figures' words (issue 33, item 8). Their values are the site facts an owner keeps in
     * Settings (the year, the clients) and the catalogue's listings on show: the page's data.
     */
    stats: {
      since: 'Serving Kerala since',
      listed: 'Properties listed',
      clients: 'Clients served',
      replies: { value: '24 h', label: 'Reply to every enquiry' },
    },
  },
  testimonials: {
    eyebrow: 'Our clients',
    title: 'Families across Kerala found their place with us',
  },
  cta: {
    title: 'Ready to find your place in Kerala?',
    text: 'Browse every listing, or tell us what you need and we will reply within 24 hours.',
    browse: 'Browse Properties',
    contact: 'Contact Us',
  },
};
