import type { Messages } from '../messages';

export const common = {
  perMonth: '/മാസം',
  enquirySubject: (title: string) => `അന്വേഷണം: ${title}`,
  locationAlerts: {
    unsupported: 'നിങ്ങളുടെ ബ്രൗസർ ലൊക്കേഷൻ സൗകര്യം പിന്തുണയ്ക്കുന്നില്ല',
    deniedSite: 'ലൊക്കേഷൻ അനുമതി നിഷേധിച്ചു. ബ്രൗസർ ക്രമീകരണങ്ങളിൽ ലൊക്കേഷൻ ആക്സസ് അനുവദിക്കുക.',
    deniedListing: 'ലൊക്കേഷൻ അനുമതി നിഷേധിച്ചു. ബ്രൗസറിൽ ലൊക്കേഷൻ സേവനങ്ങൾ ഓണാക്കുക.',
    unavailable: 'ലൊക്കേഷൻ വിവരങ്ങൾ ലഭ്യമല്ല.',
    timeout: 'ലൊക്കേഷൻ കണ്ടെത്താനുള്ള സമയം കഴിഞ്ഞു.',
    failed: 'നിങ്ങളുടെ ലൊക്കേഷൻ കണ്ടെത്താനായില്ല',
    unknown: 'ലൊക്കേഷൻ കണ്ടെത്തുന്നതിനിടെ അജ്ഞാതമായ ഒരു പിശക് സംഭവിച്ചു.',
    noAddress: 'ഈ സ്ഥാനത്തിന്റെ വിലാസം കണ്ടെത്താനായില്ല',
  },
} satisfies Messages['common'];
