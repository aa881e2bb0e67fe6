import { useId, useState } from 'react';
import { useLocation } from 'react-router';

import { pathWithoutLanguage } from '../../../contract/languages';
import { useI18n } from '../../i18n/i18n';
import { ChevronIcon } from './chevron-icon';
import { LanguageSwitch } from './language-switch';
import {
  buyItem,
  homeItem,
  isNavItemActive,
  isPropertiesActive,
  rentItem,
  trailingItems,
  type NavItem,
} from './nav-items';
import { SellPropertyLink } from './sell-property-link';
import { SiteLink } from '../site-link';

interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  propertyItems: NavItem[];
  onNavigate: () => void;
}

/**
 * The phone menu below md: it overlays the page under the header, so opening it moves nothing.
 * Its looks are the `.mobile-*` rules of app/styles/site.css.
 */
export function MobileMenu({ id, isOpen, propertyItems, onNavigate }: MobileMenuProps) {
  const here = useLocation();
  const nav = useI18n().m.site.nav;
  // Menu links are compared with the page as its English path (links follow the language).
  const location = { ...here, pathname: pathWithoutLanguage(here.pathname) };
  const propertiesId = useId();
  const [isPropertiesOpen, setIsPropertiesOpen] = useState(false);
  const isPropertiesCurrent = isPropertiesActive(location);

  // Each opening starts with the Properties list folded, or unfolded when one of its entries is
  // the page being shown (state adjusted during render, no effect needed).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setIsPropertiesOpen(isPropertiesCurrent);
  }

  function renderLink(item: NavItem, isNested = false) {
    const isCurrent = isNavItemActive(item.to, location);
    const look = isNested ? 'mobile-sublink' : 'mobile-link';
    return (
      <SiteLink
        to={item.to}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={onNavigate}
        className={isCurrent ? `${look} is-current` : look}
      >
        {item.label}
      </SiteLink>
    );
  }

  // Rendered while open: closed, the menu is an empty hidden box.
  return (
    <div id={id} hidden={!isOpen} className={isOpen ? 'mobile-menu' : undefined}>
      {isOpen && (
        <nav aria-label={nav.mobile}>
          <ul>
            <li>{renderLink(homeItem(nav))}</li>
            <li>{renderLink(buyItem(nav))}</li>
            <li>{renderLink(rentItem(nav))}</li>
            <li>
              <button
                type="button"
                aria-expanded={isPropertiesOpen}
                aria-controls={propertiesId}
                onClick={() => setIsPropertiesOpen((open) => !open)}
                className={isPropertiesCurrent ? 'mobile-button is-current' : 'mobile-button'}
              >
                {nav.properties}
                <ChevronIcon isOpen={isPropertiesOpen} />
              </button>
              <ul id={propertiesId} hidden={!isPropertiesOpen} className="mobile-sublist">
                {propertyItems.map((item) => (
                  <li key={item.to}>{renderLink(item, true)}</li>
                ))}
              </ul>
            </li>
            {trailingItems(nav).map((item) => (
              <li key={item.to}>{renderLink(item)}</li>
            ))}
          </ul>
          <LanguageSwitch className="mobile-language" onNavigate={onNavigate} />
          <SellPropertyLink className="mt-4 flex w-full" />
        </nav>
      )}
    </div>
  );
}
