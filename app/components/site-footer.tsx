import { HEAD_OFFICE } from '../lib/offices';
import { Link } from 'react-router';

import { formatPhone } from '../../contract/format';
import {
  buildTelHref,
  buildWhatsAppUrl,
  SOCIAL_PROFILES,
  useRootData,
  useSiteInfo,
} from '../lib/site';
import { ContactIcon } from './footer/contact-icon';
import { SocialIcon } from './footer/social-icon';
import { HouseMark } from './house-mark';

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

const linkClass = 'inline-block rounded-sm py-1 text-ink-200 transition-colors hover:text-white';
const headingClass = 'text-xs font-semibold tracking-[0.14em] text-sand-300 uppercase';

export function SiteFooter() {
  const site = useSiteInfo();
  // The year comes from the server, so the server and the browser render the same text.
  const year = useRootData()?.year;

  return (
    <footer className="surface-dark bg-brand-950 text-ink-200">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:gap-8 lg:px-8 lg:py-16">
        <div className="col-span-2 lg:col-span-4">
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-md text-brand-700">
            <HouseMark className="size-9" />
            <span className="font-display text-2xl font-semibold text-white">{site.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Find your dream property with extensive listings of homes, apartments and commercial
            spaces throughout Kerala.
          </p>
          <ul className="mt-6 flex gap-2" aria-label="Follow us">
            {SOCIAL_PROFILES.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-ink-100 transition-colors hover:border-sand-300 hover:bg-white/5 hover:text-sand-200"
                >
                  <SocialIcon name={profile.name} />
                  <span className="sr-only">
                    {site.name} on {profile.name} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-4 space-y-1.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-property-types" className="lg:col-span-2">
          <h2 id="footer-property-types" className={headingClass}>
            Property Types
          </h2>
          <ul className="mt-4 space-y-1.5 text-sm">
            {PROPERTY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-4">
          <h2 className={headingClass}>Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3 leading-relaxed">
              <ContactIcon kind="address" />
              <span>
                {HEAD_OFFICE.streetAddress}, {HEAD_OFFICE.locality}, {HEAD_OFFICE.region}{' '}
                {HEAD_OFFICE.postalCode}
              </span>
            </p>
            {site.phone && (
              <p className="flex items-center gap-3">
                <ContactIcon kind="phone" />
                <a href={buildTelHref(site.phone)} className={linkClass}>
                  {formatPhone(site.phone)}
                </a>
              </p>
            )}
            {site.email && (
              <p className="flex items-center gap-3">
                <ContactIcon kind="email" />
                <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                  {site.email}
                </a>
              </p>
            )}
          </address>
          {site.whatsapp && (
            <a
              href={buildWhatsAppUrl(site.whatsapp, CHAT_MESSAGE)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-sand-300 px-5 text-sm font-semibold text-brand-950 transition-colors hover:bg-sand-200"
            >
              <svg
                viewBox="0 0 24 24"
                width="18"
                height="18"
                aria-hidden="true"
                focusable="false"
                className="size-[18px]"
              >
                <path
                  d="M4.5 19.5 5.6 16A8 8 0 1 1 8.3 18.6z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </svg>
              Chat on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year ? `${year} ` : ''}
            {site.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-1">
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                Privacy Policy &amp; Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/sitemap" className={linkClass}>
                Sitemap
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
