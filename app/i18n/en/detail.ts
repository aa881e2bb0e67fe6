import { enquiryMessages } from '../../../contract/enquiry-rules';

/** The texts of the detail section (see app/i18n/README.md): a listing's own page. */
export const detail = {
  loading: 'Loading property…',
  notFound: {
    title: (siteName: string) => `Property Not Found | ${siteName}`,
    heading: 'Property Not Found',
    text: 'This listing may have been sold, rented or taken down.',
    back: 'Back to Listings',
  },
  breadcrumb: {
    label: 'Breadcrumb',
    home: 'Home',
    properties: 'Properties',
  },
  head: {
    forRent: 'For Rent',
    forSale: 'For Sale',
    /** Read before the price by screen readers; keep the trailing space. */
    price: 'Price: ',
  },
  /** The meta description: what, where and for how much, then the listing's own text. */
  metaDescription: (forRent: boolean, place: string, price: string, text: string) =>
    `${forRent ? 'For rent' : 'For sale'} in ${place}, ${price}: ${text}`,
  status: {
    sold: 'Sold',
    rented: 'Rented',
  },
  gallery: {
    label: 'Photos',
    /** What screen readers call the gallery (aria-roledescription). */
    carousel: 'carousel',
    photo: (title: string, position: number, total: number) =>
      `${title}, photo ${position} of ${total}`,
    none: 'No photos yet',
    previous: 'Previous photo',
    next: 'Next photo',
    all: 'All photos',
    show: (position: number) => `Show photo ${position}`,
    /** The main photo as a button: it opens the full-screen viewer (photo-viewer.tsx). */
    open: (position: number, total: number) => `Open photo ${position} of ${total} full screen`,
    /** The full-screen viewer's name. */
    viewer: (title: string) => `Photos of ${title}`,
  },
  share: {
    button: 'Share',
    copied: 'Link copied to clipboard!',
    copyLabel: 'Copy this link to share the property:',
    done: 'Done',
    whatsApp: 'WhatsApp',
    whatsAppLabel: 'Share on WhatsApp',
  },
  contact: {
    label: 'Contact',
    heading: 'Interested in this property?',
    byOwner: 'Listed by the owner',
    byUs: 'Managed by us',
    closed: {
      sold: 'This property has been sold.',
      rented: 'This property has been rented out.',
    },
    closedMore: 'You can still ask us about it, or about similar properties.',
    whatsApp: 'Contact on WhatsApp',
    /** The WhatsApp chat's first message: which listing, where, at what price, and its link. */
    call: 'Call',
    mail: 'Mail',
    enquire: 'Send an enquiry',
    /** The phone's contact bar (contact-bar.tsx): WhatsApp, Call and this. */
    enquireShort: 'Enquire',
  },
  enquiry: {
    title: 'Contact Management',
    /** Around the listing's title (set in bold) in the dialog's description. */
    aboutBefore: 'Send an enquiry about ',
    aboutAfter: '; our management team will contact you.',
    /** While the form's code arrives, the first time the dialog opens on a slow network. */
    loading: 'Opening the form…',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    message: 'Message',
    visit: 'Preferred visit time (optional)',
    /** Under the visit time before one is picked, and without scripts: the time is India's. */
    visitHint:
      'In India time (IST, UTC+5:30). The UAE and Oman (UTC+4) are 1½ hours behind; Saudi Arabia, Qatar, Kuwait and Bahrain (UTC+3) 2½ hours behind.',
    /** On the thank-you, with the time in India and the Gulf (contract/visit-time.ts). */
    visitNoted: (time: string) => `Your preferred visit time: ${time}.`,
    defaultMessage: "I'm interested in this property. Please contact me with more information.",
    consent:
      'I agree that the management team may contact me about this property by phone, e-mail or WhatsApp.',
    send: 'Send enquiry',
    sending: 'Sending...',
    submitFailed: 'An error occurred while submitting the form. Please try again.',
    sent: 'Your inquiry has been sent successfully!',
    thanks: 'Thank you! We will get back to you within 24 hours.',
    close: 'Close',
    /** The checks' messages; in English exactly the API's (contract/enquiry-rules.ts). */
    errors: {
      nameRequired: enquiryMessages.nameRequired,
      emailRequired: enquiryMessages.emailRequired,
      emailInvalid: enquiryMessages.emailInvalid,
      phoneRequired: enquiryMessages.phoneRequired,
      phoneInvalid: enquiryMessages.phoneInvalid,
      messageRequired: enquiryMessages.messageRequired,
      tooLong: enquiryMessages.tooLong,
      consentRequired: 'Please agree to be contacted about this property',
      listingNotFound: enquiryMessages.listingNotFound,
      visitInvalid: enquiryMessages.visitInvalid,
      visitPast: enquiryMessages.visitPast,
      visitTooFar: enquiryMessages.visitTooFar,
      visitNeedsListing: enquiryMessages.visitNeedsListing,
      network: 'Unable to connect to server. Please check your internet connection.',
      tooMany: (count: number, unit: 'second' | 'minute') =>
        `Too many requests. Please try again in ${count} ${unit}${count === 1 ? '' : 's'}.`,
    },
  },
  tabs: {
    label: 'About this property',
    list: 'Property information',
    overview: 'Overview',
    features: 'Features',
    location: 'Location',
    video: 'Video',
  },
  overview: {
    description: 'Description',
    noDescription: 'No description available',
    details: 'Property Details',
    additional: 'Additional Info',
  },
  facts: {
    propertyType: 'Property type',
    builtYear: 'Built year',
    furnishing: 'Furnishing',
    area: 'Area',
    landArea: 'Land area',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    parking: 'Parking',
    notSpecified: 'Not specified',
    areaValue: (squareFeet: number) => `${squareFeet.toLocaleString('en-IN')} sq.ft.`,
    spaces: (count: number) => `${count} ${count === 1 ? 'space' : 'spaces'}`,
    furnishings: {
      unfurnished: 'Unfurnished',
      semi_furnished: 'Semi-Furnished',
      furnished: 'Furnished',
    },
  },
  features: {
    heading: 'Features',
    none: 'No features available',
  },
  location: {
    heading: 'Location',
    directions: 'Get directions',
    map: (title: string) => `Map of ${title}`,
    /** The listing's pin on the map: its accessible name. */
    pin: (price: string) => `The property, ${price}`,
    googleMap: 'Google map of the area',
    nearby: 'Nearby places',
    nearbyError: 'Error loading nearby places',
    nearbyNone: 'No nearby places available',
    /** A distance already rounded to one decimal: '1.5'. */
    distance: (km: string) => `${km} km`,
  },
  /** The loan (EMI) calculator of a listing for sale (loan-calculator.tsx). */
  loan: {
    heading: 'Loan calculator',
    intro: 'What a home loan for this property would cost each month.',
    amount: 'Loan amount',
    rate: 'Interest rate (% a year)',
    years: 'Tenure (years)',
    rateValue: (percent: string) => `${percent}% a year`,
    yearsValue: (years: number) => (years === 1 ? '1 year' : `${years} years`),
    monthly: 'Monthly EMI',
    interest: 'Total interest',
    total: 'Total payment',
    principal: 'Principal',
    chart: (principal: number, interest: number) =>
      `Principal ${principal}%, interest ${interest}% of the total payment`,
    outOfRange: (low: string, high: string) => `Enter a figure from ${low} to ${high}.`,
    note: 'An estimate: the bank sets the rate and how much it lends.',
  },
  video: {
    heading: 'Video tour',
    none: 'No video tour available for this property.',
    error: 'Error loading video. Please try again later.',
    title: (title: string) => `Video tour of ${title}`,
    play: 'Play video tour',
  },
  /** Listings like this one, under the page (similar-listings.tsx). */
  similar: {
    heading: 'Similar properties',
    intro: 'The same kind of property, close by, at a similar price.',
    seeAll: 'See all similar',
  },
  /** The close button of every dialog of the public pages (app/components/dialog.tsx). */
};
