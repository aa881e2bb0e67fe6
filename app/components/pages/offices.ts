/** The two offices (SPEC section 1), shown on the contact page with their maps. */
export interface Office {
  city: string;
  /** Lines of the postal address. */
  address: readonly string[];
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
    address: ['2nd Floor, Marine Plaza', 'Marine Drive, Ernakulam', 'Kochi, Kerala 682031'],
    mapSrc: mapOf('Marine Drive, Ernakulam, Kochi, Kerala 682031'),
    note: 'Head office: Ernakulam, Thrissur, Kottayam, Alappuzha and the south.',
  },
  {
    city: 'Kannur',
    address: ['1st Floor, Fort View Arcade', 'Fort Road', 'Kannur, Kerala 670001'],
    mapSrc: mapOf('Fort Road, Kannur, Kerala 670001'),
    note: 'Malabar office: Kannur, Kasaragod, Kozhikode, Wayanad and Malappuram.',
  },
];
