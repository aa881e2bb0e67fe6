import { HEAD_OFFICE } from '../lib/offices';

import { formatPhone } from '../../contract/format';
import { SOCIAL_PROFILES, useRootData, useSiteInfo } from '../lib/site';
import { useI18n } from '../i18n/i18n';
import { useLeadLinks } from '../lib/lead-links';
import { FooterIcon } from './footer/footer-icon';
import { Icon } from './icons';
import { SiteLink } from './site-link';
import { NEW_TAB } from './new-tab';

type FooterTexts = ReturnType<typeof useI18n>['m']['site']['footer'];

const quickLinks = (footer: FooterTexts) => [
  { label: footer.home, to: '/' },
  { label: footer.forRent, to: '/property-listing?type=rent' },
  { label: footer.forSale, to: '/property-listing?type=sale' },
  { label: footer.aboutUs, to: '/about' },
  { label: footer.contact, to: '/contact' },
];

const propertyLinks = (footer: FooterTexts) => [
  { label: footer.apartments, to: '/property-listing?category=apartment' },
  { label: footer.villas, to: '/property-listing?category=villa' },
  { label: footer.commercial, to: '/property-listing?category=commercial' },
];

/** The footer; its looks are the `.footer-*` rules of app/styles/site.css. */
export function SiteFooter() {
  const site = useSiteInfo();
  const footer = useI18n().m.site.footer;
  const leads = useLeadLinks();
  // The year comes from the server, so the server and the browser render the same text.
  const year = useRootData()?.year;

  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div className="footer-wide">
          <SiteLink to="/" className="footer-logo">
            <Icon name="house" size={32} />
            <span>{site.name}</span>
          </SiteLink>
          <p className="footer-about">{footer.about}</p>
          <ul className="footer-social" aria-label={footer.followUs}>
            {SOCIAL_PROFILES.map((profile) => (
              <li key={profile.name}>
                <a href={profile.url} {...NEW_TAB}>
                  <FooterIcon name={profile.icon} />
                  <span className="sr-only">{footer.onNetwork(site.name, profile.name)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links" className="footer-narrow">
          <h2 id="footer-quick-links">{footer.quickLinks}</h2>
          <ul className="footer-links">
            {quickLinks(footer).map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-property-types" className="footer-narrow">
          <h2 id="footer-property-types">{footer.propertyTypes}</h2>
          <ul className="footer-links">
            {propertyLinks(footer).map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="footer-wide">
          <h2>{footer.contactHeading}</h2>
          <address className="footer-address">
            <p>
              <FooterIcon name="address" />
              <span>
                {footer.address(
                  HEAD_OFFICE.streetAddress,
                  HEAD_OFFICE.locality,
                  HEAD_OFFICE.region,
                  HEAD_OFFICE.postalCode,
                )}
              </span>
            </p>
            {site.phone && (
              <p>
                <FooterIcon name="phone" />
                <a href={leads.site('call')}>{formatPhone(site.phone)}</a>
              </p>
            )}
            {site.email && (
              <p>
                <FooterIcon name="email" />
                <a href={leads.site('mail')} className="footer-email">
                  {site.email}
                </a>
              </p>
            )}
          </address>
          {site.whatsapp && (
            <a href={leads.site('whatsapp')} {...NEW_TAB} className="footer-chat">
              <FooterIcon name="chat" size={18} />
              {footer.chatOnWhatsApp}
            </a>
          )}
        </div>
      </div>

      <div className="footer-bottom">
        <div>
          <p>{footer.rightsReserved(year ? `${year} ` : '', site.name)}</p>
          <ul className="footer-legal">
            <li>
              <SiteLink to="/privacy-policy">{footer.privacy}</SiteLink>
            </li>
            <li>
              <SiteLink to="/sitemap">{footer.sitemap}</SiteLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
