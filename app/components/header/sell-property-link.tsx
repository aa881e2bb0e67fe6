import { Link } from 'react-router';

import { buildWhatsAppUrl, useSiteInfo } from '../../lib/site';
import { SELL_MESSAGE } from './nav-items';

/** Sell Property: a WhatsApp chat in a new tab, or the contact page when no number is set. */
export function SellPropertyLink({ className }: { className: string }) {
  const site = useSiteInfo();
  const classes = `${className} min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-brand-800`;

  if (!site.whatsapp) {
    return (
      <Link to="/contact" className={classes}>
        Sell Property
      </Link>
    );
  }
  return (
    <a
      href={buildWhatsAppUrl(site.whatsapp, SELL_MESSAGE)}
      target="_blank"
      rel="noopener noreferrer"
      className={classes}
    >
      Sell Property
      <span className="sr-only"> (opens WhatsApp in a new tab)</span>
    </a>
  );
}
