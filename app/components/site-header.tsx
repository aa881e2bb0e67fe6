import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, type Location } from 'react-router';

import { buildWhatsAppUrl, useSiteInfo } from '../lib/site';
import { HouseMark } from './house-mark';

interface NavItem {
  label: string;
  to: string;
}

const NAV_ITEMS: NavItem[] = [
  { label: 'Buy', to: '/property-listing?type=buy' },
  { label: 'Rent', to: '/property-listing?type=rent' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'About', to: '/about' },
];

const MOBILE_NAV_ITEMS: NavItem[] = [{ label: 'Home', to: '/' }, ...NAV_ITEMS];

// NavLink compares paths only; Buy and Rent share a path and differ by ?type.
function isActive(to: string, location: Location): boolean {
  const target = new URL(to, 'http://local');
  if (target.pathname !== location.pathname) return false;
  const type = target.searchParams.get('type');
  return type === null || new URLSearchParams(location.search).get('type') === type;
}

export function SiteHeader() {
  const site = useSiteInfo();
  const location = useLocation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Close the phone menu whenever the route changes (state adjusted during render, no effect).
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [menuOpen]);

  const sellHref = site.whatsapp ? buildWhatsAppUrl(site.whatsapp) : '/contact';
  const sellIsExternal = Boolean(site.whatsapp);

  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2.5 rounded-md text-brand-800"
          prefetch="intent"
        >
          <HouseMark className="size-8 shrink-0 text-brand-700" />
          <span className="truncate font-display text-xl font-semibold tracking-tight text-ink-950">
            {site.name}
          </span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => {
              const active = isActive(item.to, location);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={`rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                      active
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-ink-700 hover:bg-ink-50 hover:text-ink-950'
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <SellPropertyLink
            href={sellHref}
            external={sellIsExternal}
            className="hidden sm:inline-flex"
          />
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-ink-800 hover:bg-ink-50 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">Menu</span>
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
              {menuOpen ? (
                <path
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </div>
      </div>

      {/* Overlays the page below the header, so opening it moves nothing. */}
      <div
        id={menuId}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full border-b border-ink-100 bg-white shadow-lg md:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col">
            {MOBILE_NAV_ITEMS.map((item) => {
              const active = isActive(item.to, location);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={`block rounded-md px-3 py-3 text-base font-medium ${
                      active ? 'bg-brand-50 text-brand-800' : 'text-ink-800 hover:bg-ink-50'
                    }`}
                    onClick={() => setMenuOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <SellPropertyLink
            href={sellHref}
            external={sellIsExternal}
            className="mt-3 flex w-full sm:hidden"
          />
        </nav>
      </div>
    </header>
  );
}

function SellPropertyLink({
  href,
  external,
  className,
}: {
  href: string;
  external: boolean;
  className: string;
}) {
  const classes = `${className} items-center justify-center rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800`;
  if (!external) {
    return (
      <Link to={href} className={classes}>
        Sell Property
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
      Sell Property
      <span className="sr-only"> (opens WhatsApp in a new tab)</span>
    </a>
  );
}
