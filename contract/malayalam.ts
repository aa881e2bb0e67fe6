/**
 * Malayalam text as the search compares it (place names, docs/design.md section 4). Zod-free, so
 * the public pages may import it too.
 */

/** The Malayalam block of Unicode (U+0D00 to U+0D7F). */
const MALAYALAM_LETTER = /[\u0D00-\u0D7F]/;

/** Whether the text has a Malayalam letter in it. */
export function hasMalayalam(text: string): boolean {
  return MALAYALAM_LETTER.test(text);
}

/**
 * The chillu letters (a consonant without its vowel) as Unicode 5.1 and later encode them, each
 * with the consonant older keyboards and texts write before a virama and a zero-width joiner:
 * 'ൻ' was written 'ന്‍'. Both look the same; a search must find one with the other.
 */
const CHILLUS: Readonly<Record<string, string>> = {
  '\u0D23': '\u0D7A', // ണ -> ൺ
  '\u0D28': '\u0D7B', // ന -> ൻ
  '\u0D30': '\u0D7C', // ര -> ർ
  '\u0D32': '\u0D7D', // ല -> ൽ
  '\u0D33': '\u0D7E', // ള -> ൾ
  '\u0D15': '\u0D7F', // ക -> ൿ
  '\u0D2E': '\u0D54', // മ -> ൔ
  '\u0D2F': '\u0D55', // യ -> ൕ
  '\u0D34': '\u0D56', // ഴ -> ൖ
};
const OLD_CHILLU = /([\u0D23\u0D28\u0D30\u0D32\u0D33\u0D15\u0D2E\u0D2F\u0D34])\u0D4D\u200D/g;

/**
 * One encoding for what is drawn the same: NFC, and old-style chillus as the atomic letters.
 * Listings' texts are stored this way and keyword searches (`q`) compare this way, so a text typed
 * on an old keyboard finds, and is found by, one typed on a new one. Zero-width joiners stay: in
 * a text that is shown they choose how letters join.
 */
export function canonicalMalayalam(text: string): string {
  const composed = text.normalize('NFC');
  if (!hasMalayalam(composed)) return composed;
  return composed.replace(OLD_CHILLU, (_, consonant: string) => CHILLUS[consonant] ?? consonant);
}

/**
 * One spelling for what looks the same, as place names are compared: `canonicalMalayalam`, and no
 * zero-width joiner or non-joiner left (they change how letters join on screen, not which word it
 * is). Text without Malayalam only goes through NFC.
 */
export function normalizeMalayalam(text: string): string {
  const canonical = canonicalMalayalam(text);
  return hasMalayalam(canonical) ? canonical.replace(/[\u200C\u200D]/g, '') : canonical;
}
