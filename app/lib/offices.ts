import { FOUNDING_YEAR } from './site';

/** The two offices (product.md section 1), shown on the contact page with their maps. */
export interface Office {
  city: string;
  /** Lines of the postal address. */
  address: readonly string[];
  /** The same address in schema.org's parts, for the contact page's structured data. */
  postal: { streetAddress: string; addressLocality: string; postalCode: string };
  /** A Google Maps embed URL (app/lib/embeds.ts accepts it; CSP frame-src allows it). */
  mapSrc: string;
  note: string;
}

function mapOf(place: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(place)}&z=16&output=embed`;
}

export const OFFICES: readonly Office[] = [
  {
    city: 'Cochin',
    address: ['2nd Floor, Marine Plaza', 'Marine Drive, Ernakulam', 'Cochin, Kerala 682031'],
    postal: {
      streetAddress: '2nd Floor, Marine Plaza, Marine Drive, Ernakulam',
      addressLocality: 'Cochin',
      postalCode: '682031',
    },
    mapSrc: mapOf('Marine Drive, Ernakulam, Kochi, Kerala 682031'),
    note: 'Head office: Ernakulam, Thrissur, Kottayam, Alappuzha and the south.',
  },
  {
    city: 'Kannur',
    address: ['1st Floor, Fort View Arcade', 'Fort Road', 'Kannur, Kerala 670001'],
    postal: {
      streetAddress: '1st Floor, Fort View Arcade, Fort Road',
      addressLocality: 'Kannur',
      postalCode: '670001',
    },
    mapSrc: mapOf('Fort Road, Kannur, Kerala 670001'),
    note: 'Malabar office: Kannur, Kasaragod, Kozhikode, Wayanad and Malappuram.',
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

/** schema.org data for the business and its offices (the contact page's JSON-LD). */
export function describeBusiness(site: {
  name: string;
  phone: string;
  email: string;
  publicUrl: string;
}) {
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
    ...(site.publicUrl ? { url: site.publicUrl } : {}),
    ...(site.email ? { email: site.email } : {}),
    foundingDate: String(FOUNDING_YEAR),
    areaServed: { '@type': 'State', name: 'Kerala' },
    department: branches,
  };
}
