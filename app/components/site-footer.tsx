import { Link } from 'react-router';

import { buildTelHref, buildWhatsAppUrl, useSiteInfo } from '../lib/site';
import { HouseMark } from './house-mark';
import { formatPhone } from '../../contract/format';

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

const linkClass = 'rounded-sm text-ink-200 transition-colors hover:text-white';

export function SiteFooter() {
  const site = useSiteInfo();
  const year = new Date().getFullYear();

  return (
    <footer className="surface-dark bg-brand-950 text-ink-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-md text-brand-700">
            <HouseMark className="size-8" />
            <span className="font-display text-xl font-semibold text-white">{site.name}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            Find your dream property with our extensive listings of homes, apartments and commercial
            spaces throughout Kerala.
          </p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-sand-300">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-property-types">
          <h2
            id="footer-property-types"
            className="text-sm font-semibold tracking-wide text-sand-300"
          >
            Property Types
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {PROPERTY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-sand-300">Contact</h2>
          <address className="mt-4 space-y-2.5 text-sm not-italic">
            <p>Offices in Cochin and Kannur, Kerala</p>
            {site.phone && (
              <p>
                <a href={buildTelHref(site.phone)} className={linkClass}>
                  {formatPhone(site.phone)}
                </a>
              </p>
            )}
            {site.email && (
              <p>
                <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                  {site.email}
                </a>
              </p>
            )}
            {site.whatsapp && (
              <p>
                <a
                  href={buildWhatsAppUrl(site.whatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            )}
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy &amp; Terms of Service
          </Link>
        </div>
      </div>
    </footer>
  );
}
