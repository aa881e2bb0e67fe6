import type { TrustContent } from '../../en/content/trust';

export const trustContent = {
  label: 'ഞങ്ങൾ ഉറപ്പുവരുത്തിയത്',
  confirmed: (date: string) => `${date}-ന് ലഭ്യത ഉറപ്പാക്കിയത്`,
  visited: (site: string, date: string) => `${date}-ന് ${site} നേരിട്ട് സന്ദർശിച്ചു`,
  checks: {
    title_deed_seen: 'ആധാരം നേരിൽ കണ്ടു',
    photos_taken_on_site: 'ഫോട്ടോകൾ സ്ഥലത്തുവെച്ച് എടുത്തത്',
    boundaries_and_access: 'അതിരുകളും വഴിയും പരിശോധിച്ചു',
    location_matches: 'ലൊക്കേഷൻ ലിസ്റ്റിംഗിലേതു തന്നെ',
  },
} satisfies TrustContent;
