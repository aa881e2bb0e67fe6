import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '../../contract/properties';
import { type CardListing, packCard, toCardListing, unpackCard } from './property-card';

const CARD: CardListing = {
  id: 7,
  title: 'Sea-facing villa',
  description: 'Four bedrooms above Lighthouse Beach.',
  price: 42_000_000,
  isRent: false,
  isDirectOwner: true,
  place: 'Kovalam, Thiruvananthapuram, Kerala',
  bedrooms: 4,
  bathrooms: 5,
  area: 3600,
  cents: null,
  listedOn: '2026-11-24',
  directionsHref: 'https://www.google.com/maps?q=8.389,76.977',
  image: {
    folder: '/media/properties/af17ab5912fc1bb3',
    widths: [400, 800],
    width: 800,
    height: 533,
  },
};

describe('packCard', () => {
  it('is undone by unpackCard, field for field', () => {
    expect(unpackCard(packCard(CARD))).toEqual(CARD);
    const near = { ...CARD, distanceKm: 3.4, image: null };
    expect(unpackCard(packCard(near))).toEqual(near);
  });

  it('survives the trip through JSON as the page data takes it', () => {
    const packed = packCard({ ...CARD, distanceKm: 0.5 });
    expect(Array.isArray(packed)).toBe(true);
    expect(unpackCard(JSON.parse(JSON.stringify(packed)))).toEqual({ ...CARD, distanceKm: 0.5 });
    expect(unpackCard(JSON.parse(JSON.stringify(packCard(CARD))))).toEqual(CARD);
    // Optional fields absent between present ones (JSON writes them as null) stay absent.
    const perUnit = { rupees: 11_667, unit: 'sqft' as const };
    for (const card of [
      { ...CARD, perUnit },
      { ...CARD, distanceKm: 0.5, perUnit },
      { ...CARD, titleLang: 'en' as const },
      { ...CARD, descriptionLang: 'en' as const },
      { ...CARD, isVerified: true as const, titleLang: 'en' as const },
      { ...CARD, isVerified: true as const },
      // The last fields, each without those before it.
      { ...CARD, rera: 'RERA registered' },
      { ...CARD, isRent: true, deposit: 'Deposit ₹75,000' },
      { ...CARD, priceCut: 'Price cut', rera: 'RERA registered' },
    ]) {
      expect(unpackCard(JSON.parse(JSON.stringify(packCard(card))))).toEqual(card);
    }
  });
});

describe('toCardListing', () => {
  const summary = (changes: Partial<ListingSummary>): ListingSummary =>
    ({
      id: 7,
      created_at: '2026-11-24T10:00:00+05:30',
      title: 'Sea-facing villa',
      title_ml: null,
      description: 'Four bedrooms above Lighthouse Beach.',
      description_ml: null,
      price: 42_000_000,
      property_for: 'sell',
      property_ownership: 'direct_owner',
      property_type_details: { id: 3, name: 'Villa' },
      bedrooms: 4,
      bathrooms: 5,
      area: 3600,
      cents: 12,
      phone_number: '+919846012345',
      whatsapp_number: '+919846012345',
      email: 'owner@example.com',
      latitude: 8.389,
      longitude: 76.977,
      google_maps_url: null,
      location: {
        city: 'Kovalam',
        district: 'Thiruvananthapuram',
        state: 'Kerala',
        city_ml: 'കോവളം',
        district_ml: 'തിരുവനന്തപുരം',
        state_ml: 'കേരളം',
      },
      cover: null,
      ...changes,
    }) as ListingSummary;

  it('gives a building for sale its price per sq.ft, and land its price per cent', () => {
    expect(toCardListing(summary({}), 'en').perUnit).toEqual({ rupees: 11_667, unit: 'sqft' });
    const land = summary({ property_type_details: { id: 9, name: 'Land' }, price: 6_000_000 });
    expect(toCardListing(land, 'ml').perUnit).toEqual({ rupees: 500_000, unit: 'cent' });
  });

  it('gives none to a listing for rent, or one with nothing to divide by', () => {
    expect(toCardListing(summary({ property_for: 'rent' }), 'en').perUnit).toBeUndefined();
  });

  it('carries the Verified badge only for a visited listing', () => {
    expect(toCardListing(summary({ verified: true }), 'en').isVerified).toBe(true);
    expect(toCardListing(summary({ verified: false }), 'en')).not.toHaveProperty('isVerified');
    expect(toCardListing(summary({ area: 0 }), 'en').perUnit).toBeUndefined();
  });

  it("says a rental's stated deposit beside its rent, in the page's language", () => {
    const rental = summary({ property_for: 'rent', price: 25_000, security_deposit: 75_000 });
    expect(toCardListing(rental, 'en').deposit).toBe('Deposit ₹75,000');
    expect(toCardListing(rental, 'ml').deposit).toBe('ഡെപ്പോസിറ്റ് ₹75,000');
    expect(toCardListing({ ...rental, security_deposit: 150_000 }, 'en').deposit).toBe(
      'Deposit ₹1.5 Lakh',
    );
    expect(toCardListing(summary({ property_for: 'rent' }), 'en')).not.toHaveProperty('deposit');
    // A deposit on a listing for sale is not a rent term the card says.
    expect(toCardListing(summary({ security_deposit: 75_000 }), 'en')).not.toHaveProperty(
      'deposit',
    );
  });

  it('carries the RERA registered badge only for a listing with a K-RERA number', () => {
    const project = summary({ rera_number: 'K-RERA/PRJ/ERN/123/2024' });
    expect(toCardListing(project, 'en').rera).toBe('RERA registered');
    expect(toCardListing(project, 'ml').rera).toBe('കെ-റെറ രജിസ്റ്റർ ചെയ്തത്');
    expect(toCardListing(summary({ rera_number: null }), 'en')).not.toHaveProperty('rera');
  });
});
