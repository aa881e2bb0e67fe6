import { HEAD_OFFICE } from '../lib/offices';

import { formatPhone } from '../../contract/format';
import {
  buildTelHref,
  buildWhatsAppUrl,
  SOCIAL_PROFILES,
  useRootData,
  useSiteInfo,
} from '../lib/site';
import { FooterIcon } from './footer/footer-icon';
import { Icon } from './icons';
import { SiteLink } from './site-link';
import { NEW_TAB } from './new-tab';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'For Rent', to: '/property-listing?type=rent' },
  { label: 'For Sale', to: '/property-listing?type=sale' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

const PROPERTY_LINKS = [
  { label: 'Apartments', to: '/property-listing?category=apartment' },
  { label: 'Villas', to: '/property-listing?category=villa' },
  { label: 'Commercial', to: '/property-listing?category=commercial' },
];

const CHAT_MESSAGE = 'Hello, I would like to know more about your properties.';

/** The footer; its looks are the `.footer-*` rules of app/styles/site.css. */
export function SiteFooter() {
  const site = useSiteInfo();
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
          <p className="footer-about">
            Find your dream property with extensive listings of homes, apartments and commercial
            spaces throughout Kerala.
          </p>
          <ul className="footer-social" aria-label="Follow us">
            {SOCIAL_PROFILES.map((profile) => (
              <li key={profile.name}>
                <a href={profile.url} {...NEW_TAB}>
                  <FooterIcon name={profile.icon} />
                  <span className="sr-only">{`${site.name} on ${profile.name}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links" className="footer-narrow">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul className="footer-links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-property-types" className="footer-narrow">
          <h2 id="footer-property-types">Property Types</h2>
          <ul className="footer-links">
            {PROPERTY_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="footer-wide">
          <h2>Contact</h2>
          <address className="footer-address">
            <p>
              <FooterIcon name="address" />
              {/* Separate text nodes, as before: a single one shapes the text a little
                  differently (the pixels of the page were compared). */}
              <span>
                {HEAD_OFFICE.streetAddress}, {HEAD_OFFICE.locality}, {HEAD_OFFICE.region}{' '}
                {HEAD_OFFICE.postalCode}
              </span>
            </p>
            {site.phone && (
              <p>
                <FooterIcon name="phone" />
                <a href={buildTelHref(site.phone)}>{formatPhone(site.phone)}</a>
              </p>
            )}
            {site.email && (
              <p>
                <FooterIcon name="email" />
                <a href={`mailto:${site.email}`} className="footer-email">
                  {site.email}
                </a>
              </p>
            )}
          </address>
          {site.whatsapp && (
            <a
              href={buildWhatsAppUrl(site.whatsapp, CHAT_MESSAGE)}
              {...NEW_TAB}
              className="footer-chat"
            >
              <FooterIcon name="chat" size={18} />
              Chat on WhatsApp
            </a>
          )}
        </div>
      </div>

      <div className="footer-bottom">
        <div>
          <p>
            © {year ? `${year} ` : ''}
            {site.name}. All rights reserved.
          </p>
          <ul className="footer-legal">
            <li>
              <SiteLink to="/privacy-policy">Privacy Policy &amp; Terms of Service</SiteLink>
            </li>
            <li>
              <SiteLink to="/sitemap">Sitemap</SiteLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
