import { formatCalendarDate } from '../../../contract/calendar-date';
import { formatPrice, keralaDate } from '../../../contract/format';
import type { Language } from '../../../contract/languages';
import type { Property } from '../../../contract/properties';
import {
  type PriceHistoryContent,
  priceHistoryContent as englishTexts,
} from '../../i18n/en/content/price-history';
import { priceHistoryContent as malayalamTexts } from '../../i18n/ml/content/price-history';

/**
 * A listing's price history on its page (issue 34, item 6): the sentence under the price when the
 * latest change was a cut, and a small chart of every price, written by the page's loader on the
 * server as markup (the chart an SVG, with its values as a table for screen readers).
 */

const TEXTS: Readonly<Record<Language, PriceHistoryContent>> = {
  en: englishTexts,
  ml: malayalamTexts,
};

type HistorySource = Pick<
  Property,
  'price_history' | 'price_reduced_at' | 'price_reduced_by' | 'property_for'
>;

/** A time as the site writes a day: the day in Kerala, '12 November 2026' / '2026 നവംബർ 12'. */
function dayOf(isoTime: string, language: Language): string {
  return formatCalendarDate(keralaDate(new Date(isoTime)), language);
}

/**
 * The listing's price history as the page shows it under the price, as markup, or undefined for a
 * listing that has had one price: a disclosure (`<details>`, no script) whose summary says the
 * latest cut ('Price reduced by ₹5 Lakh on 12 November 2026', when the latest change was one) and
 * 'Price history', and which opens on the chart. Closed, it keeps the photos on a phone's first
 * screen. Set as HTML by the page: neither the drawing nor these words cost its script a byte
 * (the detail page is at the edge of its 150 KB budget).
 */
export function priceHistoryMarkup(
  property: HistorySource,
  language: Language,
): string | undefined {
  if (property.price_history.length < 2) return undefined;
  const texts = TEXTS[language];
  const isRent = property.property_for === 'rent';
  const cut =
    property.price_reduced_at !== null && property.price_reduced_by !== null
      ? `<span class="price-cut">${escapeXml(
          texts.reduced(
            isRent,
            formatPrice(property.price_reduced_by, language),
            dayOf(property.price_reduced_at, language),
          ),
        )}</span>`
      : '';
  return (
    `<details><summary>${cut}<span class="price-history-open">${escapeXml(texts.title(isRent))}</span></summary>` +
    `${priceChartMarkup(property.price_history, isRent, language)}</details>`
  );
}

/** The drawing's size in its own units; it is scaled to the width it is given (detail.css). */
const WIDTH = 320;
const HEIGHT = 136;
const PAD = { left: 10, right: 10, top: 28, bottom: 30 };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Two decimals are more than a 320-unit drawing can show, and keep the markup short. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The prices as a step line (a price holds until the next change) over time, with a dot at each
 * change, the first and the latest price written at their dots and their days under the line.
 * Exported for its unit test.
 */
export function priceChartMarkup(
  points: Property['price_history'],
  isRent: boolean,
  language: Language,
): string {
  const texts = TEXTS[language];
  const times = points.map((point) => Date.parse(point.changed_at));
  const prices = points.map((point) => point.price);
  const first = times[0]!;
  const span = times.at(-1)! - first;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  // Changes on the same instant (or a history within one) are spread evenly instead.
  const xs = times.map((time, index) =>
    round(
      PAD.left +
        plotWidth * (span > 0 ? (time - first) / span : index / Math.max(1, times.length - 1)),
    ),
  );
  const ys = prices.map((price) =>
    round(PAD.top + (high === low ? plotHeight / 2 : (plotHeight * (high - price)) / (high - low))),
  );
  const bottom = HEIGHT - PAD.bottom;
  const line = xs
    .map((x, index) => (index === 0 ? `M${x} ${ys[0]}` : `H${x}V${ys[index]}`))
    .join('');
  const area = `${line}V${bottom}H${xs[0]}Z`;
  const written = points.map((point) => ({
    price: formatPrice(point.price, language),
    day: dayOf(point.changed_at, language),
  }));
  const firstWritten = written[0]!;
  const lastWritten = written.at(-1)!;
  const title = texts.title(isRent);
  const description = texts.description(
    points.length - 1,
    `${firstWritten.price} (${firstWritten.day})`,
    `${lastWritten.price} (${lastWritten.day})`,
  );
  const label = (x: number, y: number, anchor: 'start' | 'end', text: string, kind: string) =>
    `<text x="${x}" y="${round(y)}" text-anchor="${anchor}" class="${kind}">${escapeXml(text)}</text>`;
  const last = xs.length - 1;
  const dots = xs
    .map(
      (x, index) =>
        `<circle cx="${x}" cy="${ys[index]}" r="${index === last ? 4.5 : 3}"${index === last ? ' class="price-chart-now"' : ''}/>`,
    )
    .join('');
  const svg =
    `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="price-chart-title price-chart-description" class="price-chart">` +
    `<title id="price-chart-title">${escapeXml(title)}</title>` +
    `<desc id="price-chart-description">${escapeXml(description)}</desc>` +
    `<line x1="${PAD.left}" y1="${bottom}" x2="${WIDTH - PAD.right}" y2="${bottom}" class="price-chart-axis"/>` +
    `<path d="${area}" class="price-chart-area"/>` +
    `<path d="${line}" class="price-chart-line"/>` +
    dots +
    label(xs[0]!, ys[0]! - 10, 'start', firstWritten.price, 'price-chart-price') +
    // Left of its dot, clear of the line's last step.
    label(xs[last]! - 9, ys[last]! - 10, 'end', lastWritten.price, 'price-chart-price') +
    label(PAD.left, HEIGHT - 10, 'start', firstWritten.day, 'price-chart-day') +
    label(WIDTH - PAD.right, HEIGHT - 10, 'end', lastWritten.day, 'price-chart-day') +
    `</svg>`;
  const rows = written
    .map((point) => `<tr><td>${escapeXml(point.day)}</td><td>${escapeXml(point.price)}</td></tr>`)
    .join('');
  const table =
    `<table class="sr-only"><caption>${escapeXml(title)}</caption>` +
    `<thead><tr><th scope="col">${escapeXml(texts.date)}</th><th scope="col">${escapeXml(texts.price(isRent))}</th></tr></thead>` +
    `<tbody>${rows}</tbody></table>`;
  return `${svg}${table}`;
}
