import type { Messages } from '../messages';

/** The seeded property types and features in Malayalam; a name the agency added stays as written. */
const PROPERTY_TYPES: Readonly<Record<string, string>> = {
  House: 'വീട്',
  Apartment: 'അപ്പാർട്ട്മെന്റ്',
  Villa: 'വില്ല',
  Shop: 'കട',
  Office: 'ഓഫീസ്',
  'Commercial Building': 'വാണിജ്യ കെട്ടിടം',
  'Industrial Building': 'വ്യാവസായിക കെട്ടിടം',
  Land: 'സ്ഥലം',
  'Commercial Land': 'വാണിജ്യ സ്ഥലം',
  'Agriculture Land': 'കൃഷിഭൂമി',
  'Industrial Land': 'വ്യാവസായിക സ്ഥലം',
};
const FEATURES: Readonly<Record<string, string>> = {
  Pool: 'നീന്തൽക്കുളം',
  Gym: 'ജിം',
  Parking: 'പാർക്കിംഗ്',
  Balcony: 'ബാൽക്കണി',
  Garden: 'പൂന്തോട്ടം',
  Security: 'സുരക്ഷ',
  Elevator: 'ലിഫ്റ്റ്',
  Furnished: 'ഫർണിഷ്ഡ്',
};

export const site = {
  skipToContent: 'ഉള്ളടക്കത്തിലേക്ക് പോകുക',
  propertyType: (name: string) => PROPERTY_TYPES[name] ?? name,
  feature: (name: string) => FEATURES[name] ?? name,
  /** The close button of a dialog (the sort panel, the enquiry form). */
  dialogClose: 'അടയ്ക്കുക',
  opensInNewTab: 'പുതിയ ടാബിൽ തുറക്കും',
  nav: {
    home: 'ഹോം',
    buy: 'വാങ്ങാൻ',
    rent: 'വാടകയ്ക്ക്',
    properties: 'പ്രോപ്പർട്ടികൾ',
    allProperties: 'എല്ലാ പ്രോപ്പർട്ടികളും',
    services: 'സേവനങ്ങൾ',
    contact: 'ബന്ധപ്പെടുക',
    about: 'ഞങ്ങളെക്കുറിച്ച്',
    main: 'പ്രധാന മെനു',
    mobile: 'മൊബൈൽ മെനു',
    menu: 'മെനു',
    shortlist: 'ഷോർട്ട്‌ലിസ്റ്റ്',
    shortlistCount: (count: number) => `${count} എണ്ണം സേവ് ചെയ്തു`,
    sellProperty: 'പ്രോപ്പർട്ടി വിൽക്കാൻ',
    opensWhatsApp: ' (വാട്സ്ആപ്പ് പുതിയ ടാബിൽ തുറക്കും)',
  },
  language: {
    switchTo: 'ഈ പേജ് ഇംഗ്ലീഷിൽ വായിക്കുക',
  },
  footer: {
    about:
      'കേരളത്തിലുടനീളമുള്ള വീടുകൾ, അപ്പാർട്ട്മെന്റുകൾ, വാണിജ്യ ഇടങ്ങൾ എന്നിവയുടെ വിപുലമായ ലിസ്റ്റിംഗുകളിൽ നിന്ന് നിങ്ങളുടെ സ്വപ്ന പ്രോപ്പർട്ടി കണ്ടെത്തൂ.',
    followUs: 'ഞങ്ങളെ പിന്തുടരുക',
    onNetwork: (siteName: string, network: string) => `${network}-ൽ ${siteName}`,
    quickLinks: 'പ്രധാന ലിങ്കുകൾ',
    home: 'ഹോം',
    forRent: 'വാടകയ്ക്ക്',
    forSale: 'വിൽപ്പനയ്ക്ക്',
    aboutUs: 'ഞങ്ങളെക്കുറിച്ച്',
    contact: 'ബന്ധപ്പെടുക',
    propertyTypes: 'പ്രോപ്പർട്ടി തരങ്ങൾ',
    apartments: 'അപ്പാർട്ട്മെന്റുകൾ',
    villas: 'വില്ലകൾ',
    commercial: 'വാണിജ്യം',
    contactHeading: 'ബന്ധപ്പെടാൻ',
    address: () => 'രണ്ടാം നില, മറൈൻ പ്ലാസ, മറൈൻ ഡ്രൈവ്, എറണാകുളം, കൊച്ചി, കേരളം 682031',
    chatOnWhatsApp: 'വാട്സ്ആപ്പിൽ ചാറ്റ് ചെയ്യുക',
    rightsReserved: (year: string, siteName: string) =>
      `© ${year}${siteName}. എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.`,
    privacy: 'സ്വകാര്യതാ നയവും സേവന നിബന്ധനകളും',
    sitemap: 'സൈറ്റ്മാപ്പ്',
  },
  notFound: {
    title: 'പേജ് കണ്ടെത്തിയില്ല',
    text: 'ക്ഷമിക്കണം, നിങ്ങൾ തിരയുന്ന പേജ് നിലവിലില്ല, അല്ലെങ്കിൽ മാറ്റിയിരിക്കുന്നു. ഇവയിലൊന്ന് നോക്കൂ.',
    goHome: 'ഹോമിലേക്ക് മടങ്ങുക',
    browse: 'പ്രോപ്പർട്ടികൾ കാണുക',
    suggested: 'നിർദ്ദേശിക്കുന്ന പേജുകൾ',
    suggestions: [
      {
        label: 'പ്രോപ്പർട്ടി വാങ്ങാൻ',
        to: '/property-listing?type=buy',
        description: 'കേരളത്തിലുടനീളം വിൽപ്പനയ്ക്കുള്ള വീടുകൾ, വില്ലകൾ, കടമുറികൾ, സ്ഥലങ്ങൾ.',
      },
      {
        label: 'വാടകയ്ക്ക് എടുക്കാൻ',
        to: '/property-listing?type=rent',
        description: 'വാടകയ്ക്കുള്ള വീടുകൾ, അപ്പാർട്ട്മെന്റുകൾ, ഓഫീസുകൾ.',
      },
      {
        label: 'ഞങ്ങളെക്കുറിച്ച്',
        to: '/about',
        description: 'ഞങ്ങൾ ആരാണെന്നും ഞങ്ങളുടെ സേവനങ്ങളും.',
      },
      {
        label: 'ബന്ധപ്പെടുക',
        to: '/contact',
        description: 'വാങ്ങാനോ വിൽക്കാനോ വാടകയ്ക്ക് നൽകാനോ ഞങ്ങളുടെ ടീമിനോട് സംസാരിക്കൂ.',
      },
    ],
  },
  error: {
    title: (siteName: string) => `എന്തോ പിശക് സംഭവിച്ചു | ${siteName}`,
    unavailableHeading: 'ലിസ്റ്റിംഗുകൾ അൽപനേരത്തേക്ക് ലഭ്യമല്ല',
    unavailableText: 'ഇപ്പോൾ ഞങ്ങളുടെ ലിസ്റ്റിംഗുകളിൽ എത്താനാകുന്നില്ല. ഒരു മിനിറ്റിനുശേഷം വീണ്ടും ശ്രമിക്കുക.',
    heading: 'എന്തോ പിശക് സംഭവിച്ചു',
    text: 'ഈ പേജ് ലോഡ് ചെയ്യാനായില്ല. അൽപസമയത്തിനുശേഷം വീണ്ടും ശ്രമിക്കുക.',
    reload: 'വീണ്ടും ലോഡ് ചെയ്യുക',
    goHome: 'ഹോമിലേക്ക് മടങ്ങുക',
  },
  recentlyViewed: {
    heading: 'അടുത്തിടെ കണ്ടവ',
    intro: 'ഈ ഉപകരണത്തിൽ നിങ്ങൾ തുറന്നുനോക്കിയ പ്രോപ്പർട്ടികൾ.',
    clear: 'മായ്ക്കുക',
    clearLabel: 'അടുത്തിടെ കണ്ടവ മായ്ക്കുക',
    cleared: 'അടുത്തിടെ കണ്ട പ്രോപ്പർട്ടികളുടെ പട്ടിക മായ്ച്ചു.',
    noPhoto: 'ഫോട്ടോ ഇല്ല',
  },
} satisfies Messages['site'];
