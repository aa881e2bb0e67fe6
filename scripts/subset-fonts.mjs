// Writes app/fonts/: the two web fonts cut down to what the pages need, and their @font-face
// rules. Run it after upgrading @fontsource-variable/* (`node scripts/subset-fonts.mjs`) and
// commit the result; builds use the committed files.
//
// Why (docs/performance.md): on a slow phone link every byte before the hero paints counts.
// - Weights 400-700 only (the pages use normal, medium, semibold and bold): Inter's latin file
//   shrinks from 48 to 30 KB.
// - The rupee sign lives in fontsource's latin-ext files (34-85 KB); every price on a page
//   pulled a whole latin-ext file in for one glyph. It gets a 1 KB file of its own.
// - Latin-ext (accented names) stays, loaded only when a page has such a character; Cyrillic,
//   Greek and Vietnamese fall back to the system fonts.
// - Malayalam (Noto Sans Malayalam, docs/decisions/014): its own face, with a unicode-range of
//   modern Malayalam only, so a page downloads it only when it shows Malayalam text. English pages
//   show one Malayalam word, the language switch, which has a 1 KB face of its own.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import subsetFont from 'subset-font';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'app', 'fonts');
const RUPEE = 0x20b9;
const WEIGHTS = { min: 400, max: 700 };

const families = [
  { name: 'Inter Variable', slug: 'inter', fallback: 'Inter Fallback' },
  { name: 'Fraunces Variable', slug: 'fraunces', fallback: 'Fraunces Fallback' },
];

/** The unicode-range of one fontsource subset, read from the package's own CSS. */
function fontsourceRange(slug, subset) {
  const css = readFileSync(
    path.join(root, 'node_modules', '@fontsource-variable', slug, 'index.css'),
    'utf8',
  );
  const block = css.split(`/* ${slug}-${subset}-wght-normal */`)[1];
  const match = block?.match(/unicode-range:\s*([^;]+);/);
  if (!match) throw new Error(`No ${subset} range in @fontsource-variable/${slug}`);
  return match[1].split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

function withoutCodePoint(ranges, codePoint) {
  return ranges.flatMap(([from, to]) => {
    if (codePoint < from || codePoint > to) return [[from, to]];
    return [
      [from, codePoint - 1],
      [codePoint + 1, to],
    ].filter(([a, b]) => a <= b);
  });
}

const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const cssRange = (ranges) =>
  ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
const textOf = (ranges) =>
  ranges
    .map(([a, b]) =>
      Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)).join(''),
    )
    .join('');

mkdirSync(outDir, { recursive: true });
const rules = [];
for (const family of families) {
  const sourceFile = (subset) =>
    readFileSync(
      path.join(
        root,
        'node_modules',
        '@fontsource-variable',
        family.slug,
        'files',
        `${family.slug}-${subset}-wght-normal.woff2`,
      ),
    );
  const latin = fontsourceRange(family.slug, 'latin');
  const latinExt = withoutCodePoint(fontsourceRange(family.slug, 'latin-ext'), RUPEE);
  const cuts = [
    { file: `${family.slug}-latin.woff2`, source: 'latin', ranges: latin },
    { file: `${family.slug}-rupee.woff2`, source: 'latin-ext', ranges: [[RUPEE, RUPEE]] },
    { file: `${family.slug}-latin-ext.woff2`, source: 'latin-ext', ranges: latinExt },
  ];
  for (const cut of cuts) {
    const input = sourceFile(cut.source);
    const output = await subsetFont(input, textOf(cut.ranges), {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
    });
    writeFileSync(path.join(outDir, cut.file), output);
    console.log(`${cut.file}: ${input.length} -> ${output.length} bytes`);
    rules.push(`@font-face {
  font-family: '${family.name}';
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url(./${cut.file}) format('woff2-variations');
  unicode-range: ${cssRange(cut.ranges)};
}`);
  }
}

// Modern Malayalam: the signs, vowels and consonants, the vowel signs and virama, the dot reph,
// the au length mark and the chillus; the dotted circle shown with a lone vowel sign; and the
// joiners (ZWNJ, ZWJ) that pick chillu and conjunct forms. Left to the system's font: the archaic
// letters, Malayalam digits, fractions and date marks (pages write numbers in Latin digits).
// 35 KB instead of 43 KB for the whole block.
const MALAYALAM = [
  [0x0d02, 0x0d03],
  [0x0d05, 0x0d0c],
  [0x0d0e, 0x0d10],
  [0x0d12, 0x0d3a],
  [0x0d3d, 0x0d44],
  [0x0d46, 0x0d48],
  [0x0d4a, 0x0d4e],
  [0x0d57, 0x0d57],
  [0x0d7a, 0x0d7f],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];
const malayalamSource = readFileSync(
  path.join(
    root,
    'node_modules',
    '@fontsource-variable',
    'noto-sans-malayalam',
    'files',
    'noto-sans-malayalam-malayalam-wght-normal.woff2',
  ),
);
{
  const file = 'noto-sans-malayalam.woff2';
  const output = await subsetFont(malayalamSource, textOf(MALAYALAM), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
  writeFileSync(path.join(outDir, file), output);
  console.log(`${file}: ${malayalamSource.length} -> ${output.length} bytes`);
  rules.push(`@font-face {
  font-family: 'Noto Sans Malayalam Variable';
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url(./${file}) format('woff2-variations');
  unicode-range: ${cssRange(MALAYALAM)};
}`);
}

// The one Malayalam word English pages show, the language switch's "മലയാളം": its six letters at
// the switch's weight (500), about 1 KB, which the build inlines into the stylesheet. Its own
// family, set on the switch alone, so no other text on an English page pulls the full face in.
{
  const word = 'മലയാളം';
  const file = 'noto-sans-malayalam-word.woff2';
  const output = await subsetFont(malayalamSource, word, {
    targetFormat: 'woff2',
    variationAxes: { wght: 500 },
  });
  writeFileSync(path.join(outDir, file), output);
  console.log(`${file}: ${malayalamSource.length} -> ${output.length} bytes`);
  const codePoints = [...new Set([...word].map((char) => char.codePointAt(0)))].sort(
    (a, b) => a - b,
  );
  rules.push(`@font-face {
  font-family: 'Malayalam Word';
  font-style: normal;
  font-display: swap;
  font-weight: 500;
  src: url(./${file}) format('woff2');
  unicode-range: ${cssRange(codePoints.map((codePoint) => [codePoint, codePoint]))};
}`);
}

writeFileSync(
  path.join(outDir, 'fonts.css'),
  `/* Generated by scripts/subset-fonts.mjs from @fontsource-variable/inter, fraunces and noto-sans-malayalam (SIL OFL 1.1). */\n\n${rules.join('\n\n')}\n`,
);
