import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { pathWithoutLanguage } from '../../contract/languages';
import { useI18n } from '../i18n/i18n';
import { useRootData, useSiteInfo } from '../lib/site';
import { CurrencySwitch } from './header/currency-switch';
import { LanguageSwitch } from './header/language-switch';
import { MobileMenu } from './header/mobile-menu';
import {
  buildPropertyItems,
  buyItem,
  isNavItemActive,
  rentItem,
  trailingItems,
  type NavItem,
} from './header/nav-items';
import { PropertiesDropdown } from './header/properties-dropdown';
import { SellPropertyLink } from './header/sell-property-link';
import { ShortlistLink } from './header/shortlist-link';
import { useHideOnScroll } from './header/use-hide-on-scroll';
import { Icon } from './icons';
import { SiteLink } from './site-link';

/**
 * The header's height in pixels (h-16, its rule a shadow that takes no room); the root layout
 * reserves exactly this much above the content.
 */
const HEADER_HEIGHT = 64;

/**
 * The site header (its looks: app/styles/site.css): fixed at the top, it slides away while the visitor scrolls down and returns
 * when they scroll up. It stays put at the top of the page, while a menu is open and while focus
 * (from the keyboard) is inside it, so nobody tabs into an invisible header.
 */
export function SiteHeader() {
  const site = useSiteInfo();
  const { m, path } = useI18n();
  const nav = m.site.nav;
  const propertyTypes = useRootData()?.propertyTypes ?? [];
  const propertyItems = buildPropertyItems(
    propertyTypes.map((name) => ({ name })),
    nav.allProperties,
  ).map((item, index) =>
    index === 0 ? item : { ...item, label: m.site.propertyType(item.label) },
  );
  const location = useLocation();
  // Menu links are compared with the page as its English path (links follow the language).
  const page = { ...location, pathname: pathWithoutLanguage(location.pathname) };
  const menuId = useId();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isDropdownOpen, setIsDropdownOpen] = useState(false);
  const [hasFocusWithin, setHasFocusWithin] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const isScrollingDown = useHideOnScroll(HEADER_HEIGHT);
  const isHidden = isScrollingDown && !isMenuOpen && !isDropdownOpen && !hasFocusWithin;

  // Every navigation closes both menus (state adjusted during render, no effect needed).
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setIsMenuOpen(false);
    setIsDropdownOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    // A press on the page below the open phone menu closes it.
    function handlePointerDown(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setIsMenuOpen(false);
    }
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [isMenuOpen]);

  const closeMenu = () => setIsMenuOpen(false);

  function renderDesktopLink(item: NavItem) {
    const isCurrent = isNavItemActive(item.to, page);
    return (
      <SiteLink
        to={item.to}
        aria-current={isCurrent ? 'page' : undefined}
        className={isCurrent ? 'nav-link is-current' : 'nav-link'}
      >
        {item.label}
      </SiteLink>
    );
  }

  return (
    <header
      ref={headerRef}
      data-hidden={isHidden || undefined}
      // Keyboard focus only: a clicked link keeps focus after navigating, and must not pin the header.
      onFocus={(event) => setHasFocusWithin(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHasFocusWithin(false);
      }}
      className="site-header"
    >
      <div className="site-header-bar">
        <Link to={path('/')} prefetch="intent" className="site-logo">
          <Icon name="house" size={32} />
          <span>{site.name}</span>
        </Link>

        <nav aria-label={nav.main} className="site-nav">
          <ul>
            <li>{renderDesktopLink(buyItem(nav))}</li>
            <li>{renderDesktopLink(rentItem(nav))}</li>
            <li>
              <PropertiesDropdown
                items={propertyItems}
                isOpen={isDropdownOpen}
                onOpenChange={setIsDropdownOpen}
              />
            </li>
            {trailingItems(nav).map((item) => (
              <li key={item.to}>{renderDesktopLink(item)}</li>
            ))}
          </ul>
        </nav>

        <div className="site-actions">
          <ShortlistLink />
          <CurrencySwitch />
          <LanguageSwitch className="language-switch" />
          <SellPropertyLink className="hidden sm:inline-flex" />
          <button
            ref={menuButtonRef}
            type="button"
            className="menu-button"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            <span className="sr-only">{nav.menu}</span>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d={isMenuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </div>

      <MobileMenu
        id={menuId}
        isOpen={isMenuOpen}
        propertyItems={propertyItems}
        onNavigate={closeMenu}
      />
    </header>
  );
}
