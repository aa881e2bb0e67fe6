import { useI18n } from '../../i18n/i18n';
import { useLeadLinks } from '../../lib/lead-links';
import { useSiteInfo } from '../../lib/site';
import { SiteLink } from '../site-link';

/**
 * Sell Property: a WhatsApp chat in a new tab (through /go/, which records the lead), or the contact page when no number is set. Its
 * place decides how it shows (`className`: display and width).
 */
export function SellPropertyLink({ className }: { className: string }) {
  const site = useSiteInfo();
  const nav = useI18n().m.site.nav;
  const leads = useLeadLinks();
  const classes = `sell-link ${className}`;

  if (!site.whatsapp) {
    return (
      <SiteLink to="/contact" className={classes}>
        {nav.sellProperty}
      </SiteLink>
    );
  }
  return (
    <a
      href={leads.site('whatsapp', 'sell')}
      target="_blank"
      rel="noopener noreferrer"
      className={classes}
    >
      {nav.sellProperty}
      <span className="sr-only">{nav.opensWhatsApp}</span>
    </a>
  );
}
