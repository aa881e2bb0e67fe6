/** The frame of every public page: header, menus, footer, the 404 and error pages. */
export const site = {
  skipToContent: 'Skip to content',
  /** A property type's name as the agency wrote it (the back office is English). */
  propertyType: (name: string) => name,
  /** A feature's name as the agency wrote it. */
  feature: (name: string) => name,
  /** The close button of a dialog (the sort panel, the enquiry form). */
  dialogClose: 'Close',
  opensInNewTab: 'Opens in a new tab',
  nav: {
    home: 'Home',
    buy: 'Buy',
    rent: 'Rent',
    properties: 'Properties',
    allProperties: 'All Properties',
    services: 'Services',
    contact: 'Contact Us',
    about: 'About',
    main: 'Main',
    mobile: 'Mobile',
    menu: 'Menu',
    sellProperty: 'Sell Property',
    shortlist: 'Shortlist',
    shortlistCount: (count: number) => (count === 1 ? '1 saved' : `${count} saved`),
    opensWhatsApp: ' (opens WhatsApp in a new tab)',
  },
  language: {
    /** The switch's accessible name: where it leads. */
    switchTo: 'Read this page in Malayalam',
  },
  /** The header's currency switch (issue 34, item 5): prices also shown in another currency. */
  currency: {
    label: 'Show prices also in',
    rupeesOnly: 'Rupees only',
    names: {
      AED: 'UAE dirham',
      SAR: 'Saudi riyal',
      QAR: 'Qatari riyal',
      KWD: 'Kuwaiti dinar',
      OMR: 'Omani rial',
      BHD: 'Bahraini dinar',
      USD: 'US dollar',
    },
  },
  footer: {
    about:
      'Find your dream property with extensive listings of homes, apartments and commercial spaces throughout Kerala.',
    followUs: 'Follow us',
    onNetwork: (siteName: string, network: string) => `${siteName} on ${network}`,
    quickLinks: 'Quick Links',
    home: 'Home',
    forRent: 'For Rent',
    forSale: 'For Sale',
    aboutUs: 'About Us',
    contact: 'Contact',
    propertyTypes: 'Property Types',
    apartments: 'Apartments',
    villas: 'Villas',
    commercial: 'Commercial',
    contactHeading: 'Contact',
    address: (street: string, locality: string, region: string, postalCode: string) =>
      `${street}, ${locality}, ${region} ${postalCode}`,
    chatOnWhatsApp: 'Chat on WhatsApp',
    rightsReserved: (year: string, siteName: string) =>
      `© ${year}${siteName}. All rights reserved.`,
    privacy: 'Privacy Policy & Terms of Service',
    sitemap: 'Sitemap',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'Sorry, the page you are looking for does not exist or has moved. Try one of these instead.',
    goHome: 'Go Back Home',
    browse: 'Browse Properties',
    suggested: 'Suggested pages',
    suggestions: [
      {
        label: 'Buy Properties',
        to: '/property-listing?type=buy',
        description: 'Homes, villas, shops and land for sale across Kerala.',
      },
      {
        label: 'Rent Properties',
        to: '/property-listing?type=rent',
        description: 'Houses, apartments and offices to let.',
      },
      { label: 'About Us', to: '/about', description: 'Who we are and the services we offer.' },
      {
        label: 'Contact Us',
        to: '/contact',
        description: 'Talk to our team about buying, selling or renting.',
      },
    ],
  },
  error: {
    title: (siteName: string) => `Something went wrong | ${siteName}`,
    unavailableHeading: 'Listings are unavailable for a moment',
    unavailableText: 'We cannot reach our listings right now. Please try again in a minute.',
    heading: 'Something went wrong',
    text: 'We could not load this page. Please try again in a moment.',
    reload: 'Reload',
    goHome: 'Go Back Home',
  },
  /** The strip of listings this browser opened lately, on the home and listing pages. */
  recentlyViewed: {
    heading: 'Recently viewed',
    intro: 'Properties you opened on this device.',
    clear: 'Clear',
    /** The Clear button's full name for screen readers (with its visible word in it). */
    clearLabel: 'Clear recently viewed properties',
    cleared: 'Your recently viewed properties were cleared.',
    noPhoto: 'No photo',
  },
};
