import { enquiryMessages } from '../../../contract/enquiry-rules';

/**
 * The content pages' short texts: contact (and its form), about, privacy, sitemap. Their long
 * prose (the story, FAQ answers, the policies) is in ./content/, sent by each page's loader.
 * Rich texts mark **bold** and [links](/path) (app/components/pages/rich-text.tsx).
 */
export const pages = {
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
  },
  contact: {
    title: (siteName: string) => `Contact Us | ${siteName}`,
    description: (siteName: string) =>
      `Call, WhatsApp or write to ${siteName} about buying, selling or renting property in Kerala. Offices in Cochin and Kannur; we reply within 24 hours.`,
    eyebrow: 'Contact us',
    heading: 'Talk to people who know Kerala property',
    lead: 'Buying, selling, renting or just exploring? Write, call or chat with us. We reply within 24 hours, and 24/7 for urgent enquiries.',
    sendMessage: 'Send a message',
    chatOnWhatsApp: 'Chat on WhatsApp',
    detailsEyebrow: 'Contact details',
    detailsTitle: 'Reach us your way',
    detailsLead: 'Phone, e-mail or WhatsApp: whatever is easiest for you.',
    phone: 'Phone',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    chatWithUs: 'Chat with us',
    /** Read after "Chat with us" by screen readers only; starts with a space. */
    onWhatsApp: ' on WhatsApp',
    officeHours: 'Office hours',
    hours: [
      { days: 'Mon-Fri', time: '9AM-7PM' },
      { days: 'Sat-Sun', time: '10AM-5PM' },
    ],
    responseTime: 'Response time',
    replyWithin: 'We reply within 24 hours',
    urgent: '24/7 for urgent enquiries',
    formTitle: 'Send us a message',
    formLead: 'Tell us what you are looking for and we will get back to you with options.',
    officesEyebrow: 'Our offices',
    officesTitle: 'Visit us in Cochin or Kannur',
    officesLead:
      'Walk in during office hours, or book a time and we will have the listings you want ready.',
    office: (city: string) => `${city} office`,
    mapOf: (city: string) => `Map of our ${city} office`,
    showMap: 'Show map',
    ctaTitle: 'Ready to find your next property?',
    ctaBody:
      'Browse homes, apartments, villas, shops and land across Kerala, or tell us what you need and we will find it for you.',
    browse: 'Browse Properties',
  },
  /** The contact form. Its messages are the API's (contract/enquiry-rules.ts), word for word. */
  contactForm: {
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone',
    phoneHint:
      'An Indian mobile as you write it (98765 43210); other numbers with + and the country code',
    propertyType: 'Property type',
    chooseType: 'Choose a type',
    /** The API's values (ENQUIRY_PROPERTY_TYPES) and how the select shows them. */
    propertyTypes: {
      Residential: 'Residential',
      Commercial: 'Commercial',
      Industrial: 'Industrial',
      Land: 'Land',
      Investment: 'Investment',
    },
    budget: 'Budget range',
    noBudget: 'No budget in mind',
    /** The API's values (BUDGET_RANGES) and how the select shows them. */
    budgets: {
      '₹5L-10L': '₹5L-10L',
      '₹10L-25L': '₹10L-25L',
      '₹25L-50L': '₹25L-50L',
      '₹50L-75L': '₹50L-75L',
      '₹75L-1Cr': '₹75L-1Cr',
      'Above ₹1Cr': 'Above ₹1Cr',
    },
    subject: 'Subject',
    subjectPlaceholder: 'Property Inquiry',
    message: 'Message',
    optional: '(optional)',
    requiredNote: 'Required. We reply within 24 hours.',
    submit: 'Send Message',
    submitting: 'Processing...',
    honeypot: 'Leave this empty',
    sent: 'Message sent',
    thanks: 'Thank you! We will get back to you within 24 hours.',
    submitFailed: 'An error occurred while submitting the form. Please try again.',
    networkError: 'Unable to connect to server. Please check your internet connection.',
    /** A 429 answer: English shows the server's own words (they say how long to wait). */
    tooManyRequests: (serverMessage: string) => serverMessage,
    errors: {
      nameRequired: enquiryMessages.nameRequired,
      emailRequired: enquiryMessages.emailRequired,
      emailInvalid: enquiryMessages.emailInvalid,
      phoneRequired: enquiryMessages.phoneRequired,
      phoneInvalid: enquiryMessages.phoneInvalid,
      propertyTypeRequired: enquiryMessages.propertyTypeRequired,
      propertyTypeInvalid: enquiryMessages.propertyTypeInvalid,
      budgetInvalid: enquiryMessages.budgetInvalid,
      messageRequired: enquiryMessages.messageRequired,
      tooLong: enquiryMessages.tooLong,
    },
  },
  about: {
    title: (siteName: string) => `About Us and Our Services | ${siteName}`,
    /** `year`: the year founded (site facts), null when it could not be read. */
    description: (siteName: string, year: number | null) =>
      `${year === null ? '' : `Since ${year} `}${siteName} has helped people across Kerala buy, sell, rent and lease property without brokers or commission: marketing, management, documents, loans and surveys.`,
    eyebrow: 'About us',
    heading: 'Kerala property, without the brokers',
    lead: (siteName: string, year: number | null) =>
      `${year === null ? '' : `Since ${year}, `}${siteName} has helped families and businesses buy, sell, rent and lease property across Kerala: honestly, directly and without commission.`,
    browse: 'Browse Properties',
    contact: 'Contact Us',
    ourServices: 'Our services',
    storyEyebrow: 'Our story',
    storyTitle: (year: number | null) =>
      year === null ? 'Started in Kochi' : `Started in Kochi in ${year}`,
    /** The figures' words; their values are the page's data (issue 33, item 8). */
    stats: {
      since: 'Serving Kerala since',
      listed: 'Properties listed',
      clients: 'Clients served',
    },
    servicesEyebrow: 'What we do',
    servicesTitle: 'Services We Offer',
    servicesLead: 'Everything between the first visit and the keys in your hand, under one roof.',
    awardsEyebrow: 'Recognition',
    awardsTitle: 'Awards & Recognition',
    /** `clients`: the clients served, formatted (site facts); null when it could not be read. */
    awardsLead: (clients: string | null) =>
      clients === null
        ? 'Recognised for fair, transparent service.'
        : `Trusted by ${clients} clients, and recognised for fair, transparent service.`,
    ctaTitle: 'Let us help you find your place',
    ctaBody:
      'Browse our listings or tell us what you need. No brokers, no commission, and a reply within 24 hours.',
  },
  privacy: {
    heading: 'Privacy Policy & Terms of Service',
    title: (siteName: string) => `Privacy Policy & Terms of Service | ${siteName}`,
    description: (siteName: string) =>
      `How ${siteName} handles your personal data, and the terms of our broker-free property services in Kerala, including our service fee.`,
    eyebrow: 'Legal',
    lead: 'What we do with your data, and the terms of our services.',
    lastUpdated: (date: string) => `Last updated: ${date}`,
    sections: 'Policy sections',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    questions: 'Questions? [Contact us](/contact) or read [about us](/about).',
    /** Where the policies point when the site has no e-mail address. */
    contactPageLink: 'our contact page',
  },
  sitemap: {
    title: (siteName: string) => `Sitemap | ${siteName}`,
    description: (siteName: string) =>
      `Every page of ${siteName}: property to buy and rent by type and by district across Kerala, the newest listings, and our contact, about and policy pages.`,
    eyebrow: 'Sitemap',
    heading: 'Everything on one page',
    lead: 'Find any page of the site: listings by type and district, our newest properties, and who we are.',
    mainPages: 'Main pages',
    home: 'Home',
    allProperties: 'All Properties',
    aboutUs: 'About Us',
    ourServices: 'Our Services',
    contactUs: 'Contact Us',
    privacy: 'Privacy Policy & Terms of Service',
    xmlSitemap: 'XML sitemap for search engines',
    types: 'Buy, rent and property types',
    toBuy: 'Property to buy',
    toRent: 'Property to rent',
    districts: 'Property by district',
    newest: 'Newest listings',
    seeAll: (count: number) => `See all ${count} properties`,
    noListings: 'No listings to show right now.',
  },
};
