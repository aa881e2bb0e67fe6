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

/** Kerala in Malayalam, as the government and the Malayalam newspapers spell it. */
export const KERALA_ML = 'കേരളം';

/** Each Kerala district's Malayalam name. */
export const DISTRICT_NAMES_ML: Readonly<Record<KeralaDistrict, string>> = {
  Thiruvananthapuram: 'തിരുവനന്തപുരം',
  Kollam: 'കൊല്ലം',
  Pathanamthitta: 'പത്തനംതിട്ട',
  Alappuzha: 'ആലപ്പുഴ',
  Kottayam: 'കോട്ടയം',
  Idukki: 'ഇടുക്കി',
  Ernakulam: 'എറണാകുളം',
  Thrissur: 'തൃശ്ശൂർ',
  Palakkad: 'പാലക്കാട്',
  Malappuram: 'മലപ്പുറം',
  Kozhikode: 'കോഴിക്കോട്',
  Wayanad: 'വയനാട്',
  Kannur: 'കണ്ണൂർ',
  Kasaragod: 'കാസർകോട്',
};
