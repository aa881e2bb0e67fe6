/**
 * What a listing's page says of its price history (issue 34, item 6), written by its loader
 * (app/components/detail/price-history.ts), so these texts stay out of the page's script
 * (docs/decisions/014). The Malayalam file `satisfies` this type. Prices and dates arrive written
 * in the language.
 */
export interface PriceHistoryContent {
  /** The latest change, when it was a cut: 'Price reduced by ₹5 Lakh on 12 November 2026'. */
  reduced: (isRent: boolean, amount: string, date: string) => string;
  /** The chart's heading and the name of its picture. */
  title: (isRent: boolean) => string;
  /** What the chart shows, for screen readers. */
  description: (changes: number, first: string, last: string) => string;
  /** The columns of the values' table, read by screen readers in place of the chart. */
  date: string;
  price: (isRent: boolean) => string;
}

export const priceHistoryContent: PriceHistoryContent = {
  reduced: (isRent, amount, date) => `${isRent ? 'Rent' : 'Price'} reduced by ${amount} on ${date}`,
  title: (isRent) => (isRent ? 'Rent history' : 'Price history'),
  description: (changes, first, last) =>
    `${changes} change${changes === 1 ? '' : 's'}: from ${first} to ${last}.`,
  date: 'Date',
  price: (isRent) => (isRent ? 'Rent a month' : 'Price'),
};
