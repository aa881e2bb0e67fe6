/**
 * The home page's longer prose (product.md section 1): the reasons to choose us and three clients
 * in their own words. Loader data (routes/home.tsx), so it is not in every page's catalogue. The
 * year founded in it is the site facts' (issue 33, item 8): `homeContent(year)` writes it in.
 */

/** The four reasons to choose us; why-choose-us.tsx draws an icon for each, in its own order. */
export type Reason = 'noBrokers' | 'everyKind' | 'quickAnswers' | 'local';

export interface HomeContent {
  reasons: Readonly<Record<Reason, { title: string; body: string }>>;
  testimonials: ReadonlyArray<{ name: string; role: string; quote: string }>;
}

/** `year`: the year founded (site facts), null when it could not be read. */
export const homeContent = (year: number | null) =>
  ({
    reasons: {
      noBrokers: {
        title: 'No brokers, no commission',
        body: 'Deal directly with owners and our team. We charge a minimal service fee, never a commission.',
      },
      everyKind: {
        title: 'Every kind of property',
        body: 'Homes, apartments, villas, shops, offices and land, each labelled as listed by us or by the owner.',
      },
      quickAnswers: {
        title: 'Quick, real answers',
        body: 'We reply within 24 hours, and around the clock for urgent enquiries, by phone, WhatsApp or e-mail.',
      },
      local: {
        title: year === null ? 'Local people, local knowledge' : `Local since ${year}`,
        body: 'Offices in Cochin and Kannur, and people who know each town, road and neighbourhood.',
      },
    },
    testimonials: [
      {
        name: 'Anjali Menon',
        role: 'Bought a villa in Kakkanad, Kochi',
        quote:
          'We were in Dubai the whole time. They walked us through every visit on video, checked the papers and had the keys ready the week we flew in.',
      },
      {
        name: 'Rahul Nair',
        role: 'Rents an apartment in Thrissur',
        quote:
          'I messaged on WhatsApp at night and had three flats to see the next morning. No broker, no deposit games, just a fair rent.',
      },
      {
        name: 'Fathima Rasheed',
        role: 'Sold family land in Thalassery, Kannur',
        quote:
          'Selling my father’s plot felt daunting. The Kannur office found a buyer in two months and sorted the survey and deed with us.',
      },
    ],
  }) satisfies HomeContent;
