import type { PriceHistoryContent } from '../../en/content/price-history';

export const priceHistoryContent = {
  reduced: (isRent: boolean, amount: string, date: string) =>
    `${date}-ന് ${isRent ? 'വാടക' : 'വില'} ${amount} കുറച്ചു`,
  title: (isRent: boolean) => (isRent ? 'വാടകയുടെ ചരിത്രം' : 'വിലയുടെ ചരിത്രം'),
  description: (changes: number, first: string, last: string) =>
    `${changes} മാറ്റം: ${first} എന്നതിൽ നിന്ന് ${last} വരെ.`,
  date: 'തീയതി',
  price: (isRent: boolean) => (isRent ? 'പ്രതിമാസ വാടക' : 'വില'),
} satisfies PriceHistoryContent;
