import sharp from 'sharp';
import {
  SHARE_CARD_HEIGHT as HEIGHT,
  SHARE_CARD_WIDTH as WIDTH,
  type ShareCardContent,
} from '../../../contract/share-card';
import { linePath, shapeLine, type TextStyle } from './card-text';

/**
 * Draws a listing's share card: the cover photo filling 1200×630 (cropped to what matters in
 * it), darkened at the top and bottom so white text reads on any photo, the brand at the top
 * left, a Sold/Rented badge at the top right, and the price, title and place at the bottom. A
 * listing without a photo gets the brand's green instead.
 */

/** What link previews allow comfortably: Facebook takes up to 8 MB, WhatsApp is happier small. */
export const MAX_CARD_BYTES = 300 * 1024;

const MARGIN = 64;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

/** The site's palette (app/app.css). */
const COLOURS = {
  brand600: '#216a58',
  brand800: '#18453b',
  brand950: '#0a201c',
  sand200: '#ebdcbd',
  sand300: '#dfc493',
  ink100: '#e8ebea',
};

const STYLES = {
  brand: { family: 'display', size: 46, weight: 600 },
  badge: { family: 'sans', size: 28, weight: 700 },
  price: { family: 'display', size: 100, weight: 700 },
  title: { family: 'sans', size: 44, weight: 600 },
  place: { family: 'sans', size: 32, weight: 500 },
} as const satisfies Record<string, TextStyle>;

/** The brand mark (app/components/house-mark.tsx) on its 32-unit grid, drawn `size` wide. */
function houseMark(x: number, y: number, size: number): string {
  const scale = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<rect width="32" height="32" rx="8" fill="${COLOURS.brand600}"/>
<path d="M5.5 15.5 16 7l10.5 8.5" fill="none" stroke="${COLOURS.sand300}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M9 14.5V25h14V14.5" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>
<path d="M14 25v-5.5a2 2 0 0 1 4 0V25" fill="${COLOURS.sand300}"/>
</g>`;
}

/** The text, the brand and the shades, as an SVG the size of the card (paths only, no <text>). */
export async function drawOverlay(
  content: ShareCardContent,
  options: { hasPhoto: boolean },
): Promise<string> {
  const markSize = 64;
  const markTop = 52;
  const brand = await shapeLine(content.siteName, STYLES.brand, TEXT_WIDTH / 2 - markSize - 20);
  const placeBaseline = HEIGHT - MARGIN;
  const titleBaseline = placeBaseline - 58;
  const priceBaseline = titleBaseline - 74;
  const [price, title, place] = await Promise.all([
    shapeLine(content.price, STYLES.price, TEXT_WIDTH),
    shapeLine(content.title, STYLES.title, TEXT_WIDTH),
    shapeLine(content.place, STYLES.place, TEXT_WIDTH),
  ]);

  const parts: string[] = [];
  parts.push(`<defs>
<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<linearGradient id="bottom" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${COLOURS.brand950}" stop-opacity="0"/><stop offset="0.4" stop-color="${COLOURS.brand950}" stop-opacity="0.72"/><stop offset="1" stop-color="${COLOURS.brand950}" stop-opacity="0.95"/></linearGradient>
</defs>`);
  if (options.hasPhoto) {
    parts.push(`<rect width="${WIDTH}" height="190" fill="url(#top)"/>`);
    parts.push(`<rect y="${HEIGHT - 430}" width="${WIDTH}" height="430" fill="url(#bottom)"/>`);
  } else {
    // No photo: the brand's mark, large and faint, where the photo would catch the eye.
    parts.push(`<g opacity="0.12">${houseMark(WIDTH - 420, 60, 360)}</g>`);
  }
  parts.push(houseMark(MARGIN, markTop, markSize));
  const brandBaseline = markTop + markSize / 2 + STYLES.brand.size * 0.36;
  parts.push(`<path fill="#fff" d="${linePath(brand, MARGIN + markSize + 20, brandBaseline)}"/>`);

  if (content.badge) {
    const badge = await shapeLine(content.badge, STYLES.badge, TEXT_WIDTH / 2);
    const padding = 26;
    const badgeWidth = badge.width + 2 * padding;
    const badgeHeight = 56;
    const badgeX = WIDTH - MARGIN - badgeWidth;
    const badgeY = markTop + (markSize - badgeHeight) / 2;
    parts.push(
      `<rect x="${badgeX}" y="${badgeY}" width="${badgeWidth}" height="${badgeHeight}" rx="${badgeHeight / 2}" fill="${COLOURS.sand300}"/>`,
      `<path fill="${COLOURS.brand950}" d="${linePath(badge, badgeX + padding, badgeY + badgeHeight / 2 + STYLES.badge.size * 0.36)}"/>`,
    );
  }

  parts.push(
    `<path fill="${COLOURS.sand300}" d="${linePath(price, MARGIN, priceBaseline)}"/>`,
    `<path fill="#fff" d="${linePath(title, MARGIN, titleBaseline)}"/>`,
    `<path fill="${COLOURS.ink100}" d="${linePath(place, MARGIN, placeBaseline)}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** The card's background: the photo cropped to fill it, or the brand's green. */
async function drawBackground(photo: Buffer | null): Promise<Buffer> {
  if (photo) {
    return sharp(photo, { failOn: 'error' })
      .rotate()
      .resize(WIDTH, HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
      .removeAlpha()
      .toBuffer();
  }
  const green = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.brand800}"/><stop offset="1" stop-color="${COLOURS.brand950}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(green)).removeAlpha().toBuffer();
}

/** JPEG qualities tried in turn until the card is under MAX_CARD_BYTES (the first nearly always). */
const QUALITIES = [82, 72, 60, 45];

/**
 * The card as a JPEG: what every link previewer reads. `photo` is the cover's file, or null;
 * a photo sharp cannot read throws, and the caller draws the card without it.
 */
export async function drawShareCard(
  content: ShareCardContent,
  photo: Buffer | null,
): Promise<Buffer> {
  const [background, overlay] = await Promise.all([
    drawBackground(photo),
    drawOverlay(content, { hasPhoto: photo !== null }),
  ]);
  const composed = await sharp(background)
    .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(composed.data, { raw: composed.info })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (jpeg.length <= MAX_CARD_BYTES) break;
  }
  return jpeg;
}
