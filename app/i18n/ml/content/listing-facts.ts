import { formatSquareFeet } from '../../../../contract/format';
import type { ListingFactsContent } from '../../en/content/listing-facts';

export const listingFactsContent = {
  heading: 'വാടക, കെട്ടിടം, സ്ഥലം',
  deposit: 'സെക്യൂരിറ്റി ഡെപ്പോസിറ്റ്',
  maintenance: 'മെയിന്റനൻസ്',
  maintenanceValue: (rupees: string) => `മാസം ${rupees}`,
  availableFrom: 'താമസം തുടങ്ങാവുന്നത്',
  availableNow: 'ഇപ്പോൾ തന്നെ',
  lockIn: 'ലോക്ക്-ഇൻ കാലാവധി',
  months: (count: number) => `${count} മാസം`,
  tenants: 'വാടകക്കാർ',
  tenantPreferences: {
    any: 'ആർക്കും',
    family: 'കുടുംബങ്ങൾക്ക്',
    bachelors: 'ബാച്ചിലേഴ്സിന്',
    company: 'കമ്പനികൾക്ക്',
  },
  pets: 'വളർത്തുമൃഗങ്ങൾ',
  petsAllowed: (allowed: boolean) => (allowed ? 'അനുവദനീയം' : 'അനുവദനീയമല്ല'),
  floor: 'നില',
  floorValue: (floor: number | null, floors: number | null) => {
    if (floor === null) return `${floors} നിലകൾ`;
    const level = floor === 0 ? 'താഴത്തെ നില' : `${floor}-ാം നില`;
    return floors === null ? level : `${floors} നിലകളിൽ ${level}`;
  },
  facing: 'ദർശനം',
  facingValue: {
    n: 'വടക്ക് ദർശനം',
    ne: 'വടക്കുകിഴക്ക് ദർശനം',
    e: 'കിഴക്ക് ദർശനം',
    se: 'തെക്കുകിഴക്ക് ദർശനം',
    s: 'തെക്ക് ദർശനം',
    sw: 'തെക്കുപടിഞ്ഞാറ് ദർശനം',
    w: 'പടിഞ്ഞാറ് ദർശനം',
    nw: 'വടക്കുപടിഞ്ഞാറ് ദർശനം',
  },
  carpetArea: 'കാർപെറ്റ് ഏരിയ',
  areaValue: (squareFeet: number) => formatSquareFeet(squareFeet, 'ml'),
  water: 'വെള്ളം',
  waterSources: {
    kwa: 'വാട്ടർ അതോറിറ്റി',
    well: 'കിണർ',
    borewell: 'കുഴൽക്കിണർ',
    panchayat: 'പഞ്ചായത്ത് വെള്ളം',
  },
  powerBackup: 'പവർ ബാക്കപ്പ്',
  powerBackups: { none: 'ഇല്ല', partial: 'ഭാഗികം', full: 'പൂർണം' },
  rera: 'കെ-റെറ രജിസ്ട്രേഷൻ',
  reraLink: 'കെ-റെറ വെബ്സൈറ്റിൽ പരിശോധിക്കുക',
  surveyNumber: 'സർവേ നമ്പർ',
  village: 'വില്ലേജ്',
  taluk: 'താലൂക്ക്',
  landType: 'ഭൂമിയുടെ തരം',
  landTypes: {
    purayidam: 'പുരയിടം',
    nilam: 'നിലം (നെൽവയൽ)',
    nilam_converted: 'തരം മാറ്റിയ നിലം (അനുമതിയോടെ)',
    plantation: 'തോട്ടം',
  },
  nilamNote:
    'സർക്കാർ തരം മാറ്റാൻ അനുമതി നൽകാതെ കേരളത്തിൽ നെൽവയലിൽ വീട് പണിയാനാവില്ല (2008-ലെ കേരള നെൽവയൽ-തണ്ണീർത്തട സംരക്ഷണ നിയമം).',
  dataBankNote:
    'ഈ ഭൂമി തദ്ദേശ സ്ഥാപനത്തിന്റെ നെൽവയൽ-തണ്ണീർത്തട ഡാറ്റാ ബാങ്കിൽ ഉൾപ്പെട്ടതാണ്; അതിനാൽ ഇവിടെ കെട്ടിടം പണിയാനാവില്ല.',
  road: 'റോഡ് സൗകര്യം',
  roadValue: (width: string | null, frontage: string | null) =>
    [width && `${width} അടി വീതിയുള്ള റോഡ്`, frontage && `${frontage} അടി റോഡ് ഫ്രണ്ടേജ്`]
      .filter(Boolean)
      .join(', '),
} satisfies ListingFactsContent;
