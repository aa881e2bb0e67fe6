import { describe, expect, it } from 'vitest';
import { type CardListing, packCard, unpackCard } from './property-card';

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
  phone: '+919846012345',
  whatsapp: '+919846012345',
  email: 'owner@example.com',
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
  });
});
