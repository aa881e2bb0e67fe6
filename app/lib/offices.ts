/** The offices' ids: the contact page's texts (app/i18n/{en,ml}/content/contact.ts) are keyed by them. */
export type OfficeId = 'cochin' | 'kannur';

/**
 * The two offices (product.md section 1), shown on the contact page with their maps. Their shown
 * address lines and notes, in each language, are the contact page's content; the postal data here
 * stays English for search engines and the footer.
 */
export interface Office {
  id: OfficeId;
  /** The city's English name, in the business's structured data. */
  city: string;
  /** The address in schema.org's parts, for the contact page's structured data. */
  postal: { streetAddress: string; addressLocality: string; postalCode: string };
  /** A Google Maps embed URL (app/lib/embeds.ts accepts it; CSP frame-src allows it). */
  mapSrc: string;
}

function mapOf(place: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(place)}&z=16&output=embed`;
}

export const OFFICES: readonly Office[] = [
  {
    id: 'cochin',
    city: 'Cochin',
    postal: {
      streetAddress: '2nd Floor, Marine Plaza, Marine Drive, Ernakulam',
      addressLocality: 'Cochin',
      postalCode: '682031',
    },
    mapSrc: mapOf('Marine Drive, Ernakulam, Kochi, Kerala 682031'),
  },
  {
    id: 'kannur',
    city: 'Kannur',
    postal: {
      streetAddress: '1st Floor, Fort View Arcade, Fort Road',
      addressLocality: 'Kannur',
      postalCode: '670001',
    },
    mapSrc: mapOf('Fort Road, Kannur, Kerala 670001'),
  },
];

/** The head office's postal address: the footer and the Organization data show it. */
export const HEAD_OFFICE = {
  streetAddress: OFFICES[0]!.postal.streetAddress,
  locality: OFFICES[0]!.postal.addressLocality,
  region: 'Kerala',
  postalCode: OFFICES[0]!.postal.postalCode,
  country: 'IN',
} as const;

/**
 * schema.org data for the business and its offices (the contact page's JSON-LD). The postal data
 * stays English; `description` is in the page's language (an Organization has no `inLanguage`).
 */
export function describeBusiness(
  site: { name: string; phone: string; email: string; publicUrl: string },
  description: string,
  /** The year founded (site facts, issue 33 item 8); null leaves foundingDate out. */
  foundedYear: number | null,
) {
  const offices = OFFICES.map((office) => ({
    '@type': 'RealEstateAgent',
    name: `${site.name} ${office.city}`,
    address: {
      '@type': 'PostalAddress',
      ...office.postal,
      addressRegion: 'Kerala',
      addressCountry: 'IN',
    },
    ...(site.phone ? { telephone: site.phone } : {}),
    openingHours: ['Mo-Fr 09:00-19:00', 'Sa-Su 10:00-17:00'],
  }));
  const [head, ...branches] = offices;
  return {
    '@context': 'https://schema.org',
    ...head,
    name: site.name,
    description,
    ...(site.publicUrl ? { url: site.publicUrl } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(foundedYear === null ? {} : { foundingDate: String(foundedYear) }),
    areaServed: { '@type': 'State', name: 'Kerala' },
    department: branches,
  };
}
