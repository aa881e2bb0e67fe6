import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as HarfBuzzModule from 'harfbuzzjs';

/**
 * Text for the share cards as SVG paths, never as SVG <text>: librsvg would draw <text> with the
 * machine's fonts through fontconfig, and a fresh server may have none (the text would vanish or
 * become boxes). The fonts are the site's own, from the @fontsource-variable packages; HarfBuzz
 * (harfbuzzjs, WebAssembly) shapes the text, which Malayalam's conjuncts need, and gives each
 * glyph's outline. docs/decisions/015-share-cards.md says why these libraries.
 */

type HarfBuzz = typeof HarfBuzzModule;
type HbFont = InstanceType<HarfBuzz['Font']>;

export type FontFamily = 'display' | 'sans';

/** The site's fonts (app/app.css): Fraunces for figures and the brand, Inter for the rest. */
const FONT_FILES: Readonly<Record<FontFamily, { pkg: string; files: string[] }>> = {
  display: {
    pkg: '@fontsource-variable/fraunces',
    files: ['fraunces-latin-wght-normal.woff2', 'fraunces-latin-ext-wght-normal.woff2'],
  },
  sans: {
    pkg: '@fontsource-variable/inter',
    files: ['inter-latin-wght-normal.woff2', 'inter-latin-ext-wght-normal.woff2'],
  },
};
/** Every family falls back to it for Malayalam letters. */
const MALAYALAM = {
  pkg: '@fontsource-variable/noto-sans-malayalam',
  file: 'noto-sans-malayalam-malayalam-wght-normal.woff2',
};

/** A font file as HarfBuzz reads it, with the characters it has and a font per weight. */
interface LoadedFace {
  face: InstanceType<HarfBuzz['Face']>;
  unicodes: ReadonlySet<number>;
  fonts: Map<number, HbFont>;
  /** Glyph outlines by weight and glyph id, in font units. */
  outlines: Map<string, ReturnType<HbFont['glyphToJson']>>;
}

interface FontKit {
  hb: HarfBuzz;
  stacks: Record<FontFamily, LoadedFace[]>;
}

export interface TextStyle {
  family: FontFamily;
  /** Pixels per em. */
  size: number;
  weight: number;
}

/** One glyph placed on the line, in pixels from the text's start and baseline. */
interface PlacedGlyph {
  face: LoadedFace;
  weight: number;
  glyph: number;
  x: number;
  y: number;
  scale: number;
}

export interface ShapedLine {
  text: string;
  /** The advance of the whole line, in pixels. */
  width: number;
  glyphs: PlacedGlyph[];
}

const require = createRequire(import.meta.url);

/** A file of a fontsource package (whose exports name only its stylesheet). */
function fontFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(pkg)), 'files', file);
}

async function loadFace(hb: HarfBuzz, file: string): Promise<LoadedFace> {
  // WOFF2 is brotli plus table transforms that HarfBuzz does not undo: wawoff2 (Google's woff2
  // decoder in WebAssembly) turns it back into the TrueType HarfBuzz reads.
  const { decompress } = require('wawoff2') as {
    decompress(woff2: Uint8Array): Promise<Uint8Array>;
  };
  const face = new hb.Face(new hb.Blob(await decompress(await readFile(file))));
  return { face, unicodes: new Set(face.collectUnicodes()), fonts: new Map(), outlines: new Map() };
}

let fontKit: Promise<FontKit> | null = null;

/** Loaded on the first card a process draws (some 30 ms and 2 MB), then kept. */
function loadFontKit(): Promise<FontKit> {
  fontKit ??= (async () => {
    const hb = await import('harfbuzzjs');
    const malayalam = await loadFace(hb, fontFile(MALAYALAM.pkg, MALAYALAM.file));
    const stack = async (family: FontFamily) => [
      ...(await Promise.all(
        FONT_FILES[family].files.map((file) =>
          loadFace(hb, fontFile(FONT_FILES[family].pkg, file)),
        ),
      )),
      malayalam,
    ];
    return { hb, stacks: { display: await stack('display'), sans: await stack('sans') } };
  })();
  // A failed load is tried again by the next card.
  fontKit.catch(() => {
    fontKit = null;
  });
  return fontKit;
}

function fontOf(hb: HarfBuzz, face: LoadedFace, weight: number): HbFont {
  let font = face.fonts.get(weight);
  if (!font) {
    font = new hb.Font(face.face);
    font.setVariations([new hb.Variation('wght', weight)]);
    face.fonts.set(weight, font);
  }
  return font;
}

/** Marks and joiners belong to the letter before them: they stay in its font's run. */
function joinsPrevious(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  const isJoiner = code === 0x200c || code === 0x200d;
  const isVariationSelector = code >= 0xfe00 && code <= 0xfe0f;
  return isJoiner || isVariationSelector || /^\p{M}$/u.test(char);
}

/**
 * The text cut into runs of one font each: every character in the first font of the family that
 * has it. Characters no font has (emoji, say) are left out rather than drawn as boxes.
 */
function splitRuns(text: string, stack: LoadedFace[]): { face: LoadedFace; text: string }[] {
  const runs: { face: LoadedFace; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    if (last && joinsPrevious(char)) {
      last.text += char;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    const face = stack.find((candidate) => candidate.unicodes.has(code));
    if (!face) continue;
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

function shapeWith(kit: FontKit, text: string, style: TextStyle): ShapedLine {
  const { hb } = kit;
  const glyphs: PlacedGlyph[] = [];
  let penX = 0;
  for (const run of splitRuns(text, kit.stacks[style.family])) {
    const font = fontOf(hb, run.face, style.weight);
    const scale = style.size / run.face.face.upem;
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      glyphs.push({
        face: run.face,
        weight: style.weight,
        glyph: glyph.codepoint,
        x: penX + (glyph.xOffset ?? 0) * scale,
        y: (glyph.yOffset ?? 0) * scale,
        scale,
      });
      penX += (glyph.xAdvance ?? 0) * scale;
    }
  }
  return { text, width: penX, glyphs };
}

const ELLIPSIS = '…';

/**
 * Lays out one line of text, cut at a word break or, for one long word, a whole letter (a
 * grapheme: a Malayalam conjunct stays whole) and ended with '…' when wider than `maxWidth`.
 */
export async function shapeLine(
  text: string,
  style: TextStyle,
  maxWidth: number,
): Promise<ShapedLine> {
  const kit = await loadFontKit();
  const whole = shapeWith(kit, text, style);
  if (whole.width <= maxWidth) return whole;
  const graphemes = [
    ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
  ].map((part) => part.segment);
  // The longest start that fits with the ellipsis: a binary search over the graphemes.
  let fits = 0;
  let low = 1;
  let high = graphemes.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = `${graphemes.slice(0, middle).join('').trimEnd()}${ELLIPSIS}`;
    if (shapeWith(kit, candidate, style).width <= maxWidth) {
      fits = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  // Cut at the last word break when it keeps most of the line: 'in 4 BHK…' rather than '4 BH…'.
  const start = graphemes.slice(0, fits).join('');
  const wordBreak = start.lastIndexOf(' ');
  const cut = wordBreak > start.length * 0.7 ? start.slice(0, wordBreak) : start;
  return shapeWith(kit, `${cut.trimEnd()}${ELLIPSIS}`, style);
}

/** One decimal is finer than a pixel of the card and keeps the SVG small. */
function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * The line's outlines as one SVG path's `d`, placed with its start at `x` and its baseline at
 * `baseline` (font units are y-up, SVG is y-down).
 */
export function linePath(line: ShapedLine, x: number, baseline: number): string {
  const parts: string[] = [];
  for (const placed of line.glyphs) {
    const key = `${placed.weight}:${placed.glyph}`;
    let outline = placed.face.outlines.get(key);
    if (!outline) {
      const font = placed.face.fonts.get(placed.weight);
      if (!font) continue;
      outline = font.glyphToJson(placed.glyph);
      placed.face.outlines.set(key, outline);
    }
    const originX = x + placed.x;
    const originY = baseline - placed.y;
    for (const command of outline) {
      const points: string[] = [];
      for (let index = 0; index + 1 < command.values.length; index += 2) {
        const fontX = command.values[index] ?? 0;
        const fontY = command.values[index + 1] ?? 0;
        points.push(
          `${round(originX + fontX * placed.scale)} ${round(originY - fontY * placed.scale)}`,
        );
      }
      parts.push(`${command.type}${points.join(' ')}`);
    }
  }
  return parts.join('');
}
