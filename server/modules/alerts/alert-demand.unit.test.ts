import { describe, expect, it } from 'vitest';
import { districtOfArea } from './alert-demand';

/** Where two districts' listings are, on average. */
const centres = [
  { districtId: 7, latitude: 10.0, longitude: 76.3 }, // Ernakulam
  { districtId: 8, latitude: 10.52, longitude: 76.21 }, // Thrissur
];
const area = (minLng: number, minLat: number, maxLng: number, maxLat: number) => ({
  minLng,
  minLat,
  maxLng,
  maxLat,
});

describe('the district a saved map area looks at', () => {
  it('is the district whose listings are centred nearest the middle of a town-sized area', () => {
    expect(districtOfArea(area(76.15, 10.45, 76.3, 10.6), centres)).toBe(8);
    expect(districtOfArea(area(76.25, 9.95, 76.35, 10.05), centres)).toBe(7);
    // Near, though the centre itself is outside the area.
    expect(districtOfArea(area(76.3, 10.05, 76.4, 10.15), centres)).toBe(7);
  });

  it('is none for an area far from every district, or wide enough to hold a region', () => {
    expect(districtOfArea(area(55.2, 25.1, 55.3, 25.2), centres)).toBeNull();
    expect(districtOfArea(area(74, 8, 78, 13), centres)).toBeNull();
    expect(districtOfArea(area(76.15, 10.45, 76.3, 10.6), [])).toBeNull();
  });
});
