/**
 * Kerala's 14 districts, south to north: the server seeds them with their towns
 * (server/seed/reference-data.ts, typed by this list) and the sitemap page links to each.
 */
export const KERALA_DISTRICT_NAMES = [
  'Thiruvananthapuram',
  'Kollam',
  'Pathanamthitta',
  'Alappuzha',
  'Kottayam',
  'Idukki',
  'Ernakulam',
  'Thrissur',
  'Palakkad',
  'Malappuram',
  'Kozhikode',
  'Wayanad',
  'Kannur',
  'Kasaragod',
] as const;

export type KeralaDistrict = (typeof KERALA_DISTRICT_NAMES)[number];
