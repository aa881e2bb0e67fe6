import { areaUnit } from '../../../contract/format';
import type { Messages } from '../messages';

/** The search panel's price ranges (app/lib/search-options.ts), said as Kerala says them. */
const PRICE_RANGES: Readonly<Record<string, string>> = {
  'Under 50L': '50 ലക്ഷം വരെ',
  '50L-1Cr': '50 ലക്ഷം - 1 കോടി',
  '1Cr-2Cr': '1 - 2 കോടി',
  '2Cr-5Cr': '2 - 5 കോടി',
  'Above 5Cr': '5 കോടിക്ക് മുകളിൽ',
  // The select's own label says it is the monthly rent.
  'Under ₹15K/month': '₹15,000 വരെ',
  '₹15K-30K/month': '₹15,000 - ₹30,000',
  '₹30K-60K/month': '₹30,000 - ₹60,000',
  'Above ₹60K/month': '₹60,000-ന് മുകളിൽ',
};

const AREA_UNIT = / (sq\.ft|cents)$/;

/** A range's label; the area ranges ('500-1000 sq.ft') differ from English only by their unit. */
function rangeChoice(label: string): string {
  const price = PRICE_RANGES[label];
  if (price) return price;
  const unit = AREA_UNIT.exec(label)?.[1];
  if (!unit) return label;
  return `${label.slice(0, -unit.length)}${areaUnit(unit === 'cents' ? 'cents' : 'sqft', 'ml')}`;
}

export const home = {
  meta: {
    title: (siteName: string) => `${siteName} | കേരളത്തിലെ പ്രോപ്പർട്ടികൾ: വാങ്ങാം, വാടകയ്ക്കെടുക്കാം`,
    description:
      'കേരളത്തിലുടനീളം വീടുകൾ, അപ്പാർട്ട്മെന്റുകൾ, വില്ലകൾ, കടകൾ, ഓഫീസുകൾ, സ്ഥലങ്ങൾ എന്നിവ ഉടമകളിൽ നിന്നും ഞങ്ങളുടെ ടീമിൽ നിന്നും നേരിട്ട് വാങ്ങാം, വാടകയ്ക്കെടുക്കാം. ബ്രോക്കർമാരില്ല, കമ്മീഷനില്ല.',
  },
  hero: {
    eyebrow: 'കേരളത്തിലെ പ്രോപ്പർട്ടികൾ',
    title: 'നിങ്ങളുടെ സ്വപ്നങ്ങൾ ഞങ്ങളുടെ കൈകളിൽ ഭദ്രം',
    text: 'കേരളത്തിലുടനീളം വീടുകൾ, അപ്പാർട്ട്മെന്റുകൾ, വില്ലകൾ, കടകൾ, ഓഫീസുകൾ, സ്ഥലങ്ങൾ. ബ്രോക്കർമാരില്ല, കമ്മീഷനില്ല.',
  },
  search: {
    label: 'പ്രോപ്പർട്ടി തിരയുക',
    filters: 'ഫിൽട്ടറുകൾ',
    closeFilters: 'ഫിൽട്ടറുകൾ അടയ്ക്കുക',
    active: ' എണ്ണം തിരഞ്ഞെടുത്തു',
    submit: 'തിരയുക',
    buyOrRent: 'വാങ്ങാനോ വാടകയ്ക്കോ',
    buy: 'വാങ്ങാൻ',
    rent: 'വാടകയ്ക്ക്',
    propertyType: 'പ്രോപ്പർട്ടി തരം',
    allTypes: 'എല്ലാം',
    landArea: 'സ്ഥല വിസ്തീർണം',
    builtUpArea: 'ബിൽറ്റ്-അപ്പ് ഏരിയ',
    anySize: 'ഏത് വലുപ്പവും',
    monthlyRent: 'മാസവാടക',
    price: 'വില',
    anyPrice: 'ഏത് വിലയും',
    bedrooms: 'കിടപ്പുമുറികൾ',
    anyBedrooms: 'ഏതും',
    bedroomChoice: (choice: string) => (choice === '5+' ? '5-ഓ അതിലധികമോ' : choice),
    rangeChoice,
    location: 'സ്ഥലം',
    locating: 'കണ്ടെത്തുന്നു...',
    useMyLocation: 'എന്റെ ലൊക്കേഷൻ',
    locationPlaceholder: 'നഗരം, പട്ടണം അല്ലെങ്കിൽ ജില്ല',
    locationSet: (place: string) => `ലൊക്കേഷൻ: ${place}`,
  },
  offer: {
    eyebrow: 'പ്രത്യേക ഓഫർ',
    title: 'ഇവിടെ കണ്ടെത്തുന്ന ഓരോ വീടിനും സീറോ ബ്രോക്കറേജ്',
    text: 'ഉടമകളുമായും ഞങ്ങളുടെ സ്വന്തം ടീമുമായും നേരിട്ട് ഇടപാട് നടത്താം. ഇടപാട് ഉറപ്പിക്കുമ്പോൾ ചെറിയൊരു സേവന ഫീസ് മാത്രം, കമ്മീഷൻ ഒരിക്കലുമില്ല. രേഖകൾ, ലോൺ, സർവേ എന്നിവയ്ക്കെല്ലാം ഞങ്ങൾ കൂടെയുണ്ട്.',
    seeProperties: 'പ്രോപ്പർട്ടികൾ കാണുക',
    askAboutOffer: 'ഓഫറിനെക്കുറിച്ച് ചോദിക്കുക',
  },
  featured: {
    eyebrow: 'പുതിയ ലിസ്റ്റിംഗുകൾ',
    title: 'തിരഞ്ഞെടുത്ത പ്രോപ്പർട്ടികൾ',
    lead: 'കേരളത്തിലുടനീളം ഞങ്ങളുടെ പക്കലുള്ള ഏറ്റവും പുതിയ വീടുകളും സ്ഥലങ്ങളും വാണിജ്യ ഇടങ്ങളും.',
    carousel: 'കറൗസൽ',
    slide: 'സ്ലൈഡ്',
    pause: 'സ്ലൈഡ് ഷോ നിർത്തുക',
    play: 'സ്ലൈഡ് ഷോ തുടരുക',
    previous: 'മുമ്പത്തെ സ്ലൈഡ്',
    next: 'അടുത്ത സ്ലൈഡ്',
    slidePosition: (position: number, count: number) => `${count}-ൽ ${position}`,
    slides: 'സ്ലൈഡുകൾ',
    goToSlide: (position: number) => `സ്ലൈഡ് ${position} കാണിക്കുക`,
    viewAll: 'എല്ലാ പുതിയ പ്രോജക്ടുകളും കാണുക',
    failed: 'ഏറ്റവും പുതിയ ലിസ്റ്റിംഗുകൾ ഇപ്പോൾ ലോഡ് ചെയ്യാനായില്ല.',
    empty: 'പുതിയ ലിസ്റ്റിംഗുകൾ ഉടൻ വരുന്നു.',
  },
  card: {
    noPhoto: 'ഫോട്ടോ ലഭ്യമല്ല',
    forRent: 'വാടകയ്ക്ക്',
    forSale: 'വിൽപ്പനയ്ക്ക്',
    beds: (count: number) => `${count} കിടപ്പുമുറി`,
    baths: (count: number) => `${count} ബാത്ത്റൂം`,
    whatsApp: 'വാട്സ്ആപ്പ്',
    whatsAppAbout: (title: string) => ` വഴി അന്വേഷിക്കുക: ${title}`,
  },
  why: {
    eyebrow: 'എന്തുകൊണ്ട് ഞങ്ങൾ',
    title: 'കേരളത്തിൽ നിങ്ങളുടെ ഇടം കണ്ടെത്താൻ ലളിതവും ന്യായവുമായ വഴി',
    atAGlance: 'ഒറ്റനോട്ടത്തിൽ',
    // The figure is shown above its words: '24' over 'replies within hours' fits a phone's column.
    stats: {
      since: 'കേരളത്തിൽ സേവനം തുടങ്ങിയ വർഷം',
      listed: 'ലിസ്റ്റ് ചെയ്ത പ്രോപ്പർട്ടികൾ',
      clients: 'സേവനം നൽകിയ ഇടപാടുകാർ',
      replies: { value: '24', label: 'മണിക്കൂറിനകം ഓരോ അന്വേഷണത്തിനും മറുപടി' },
    },
  },
  testimonials: {
    eyebrow: 'ഞങ്ങളുടെ ഉപഭോക്താക്കൾ',
    title: 'കേരളത്തിലുടനീളമുള്ള കുടുംബങ്ങൾ ഞങ്ങളിലൂടെ അവരുടെ ഇടം കണ്ടെത്തി',
  },
  cta: {
    title: 'കേരളത്തിൽ നിങ്ങളുടെ ഇടം കണ്ടെത്താൻ തയ്യാറാണോ?',
    text: 'എല്ലാ ലിസ്റ്റിംഗുകളും കാണൂ, അല്ലെങ്കിൽ നിങ്ങളുടെ ആവശ്യം ഞങ്ങളോട് പറയൂ; 24 മണിക്കൂറിനകം ഞങ്ങൾ മറുപടി നൽകും.',
    browse: 'പ്രോപ്പർട്ടികൾ കാണുക',
    contact: 'ബന്ധപ്പെടുക',
  },
} satisfies Messages['home'];
