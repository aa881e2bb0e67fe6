/**
 * Kerala's 14 districts, south to north, for the sitemap's location shortcuts. The same names as
 * the place reference data the server seeds (server/seed/reference-data.ts), which app/ may not
 * import; the listing search matches them by location.
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
