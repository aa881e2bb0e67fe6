import { buildWhatsAppUrl, useSiteInfo } from '../../lib/site';
import { SELL_MESSAGE } from './nav-items';
import { SiteLink } from '../site-link';

/**
 * Sell Property: a WhatsApp chat in a new tab, or the contact page when no number is set. Its
 * place decides how it shows (`className`: display and width).
 */
export function SellPropertyLink({ className }: { className: string }) {
  const site = useSiteInfo();
  const classes = `sell-link ${className}`;

  if (!site.whatsapp) {
    return (
      <SiteLink to="/contact" className={classes}>
        Sell Property
      </SiteLink>
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
