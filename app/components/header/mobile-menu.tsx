import { useId, useState } from 'react';
import { useLocation } from 'react-router';

import { ChevronIcon } from './chevron-icon';
import {
  BUY_ITEM,
  isNavItemActive,
  isPropertiesActive,
  RENT_ITEM,
  TRAILING_ITEMS,
  type NavItem,
} from './nav-items';
import { SellPropertyLink } from './sell-property-link';
import { SiteLink } from '../site-link';

const HOME_ITEM: NavItem = { label: 'Home', to: '/' };

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
  const location = useLocation();
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
        <nav aria-label="Mobile">
          <ul>
            <li>{renderLink(HOME_ITEM)}</li>
            <li>{renderLink(BUY_ITEM)}</li>
            <li>{renderLink(RENT_ITEM)}</li>
            <li>
              <button
                type="button"
                aria-expanded={isPropertiesOpen}
                aria-controls={propertiesId}
                onClick={() => setIsPropertiesOpen((open) => !open)}
                className={isPropertiesCurrent ? 'mobile-button is-current' : 'mobile-button'}
              >
                Properties
                <ChevronIcon isOpen={isPropertiesOpen} />
              </button>
              <ul id={propertiesId} hidden={!isPropertiesOpen} className="mobile-sublist">
                {propertyItems.map((item) => (
                  <li key={item.to}>{renderLink(item, true)}</li>
                ))}
              </ul>
            </li>
            {TRAILING_ITEMS.map((item) => (
              <li key={item.to}>{renderLink(item)}</li>
            ))}
          </ul>
          <SellPropertyLink className="mt-4 flex w-full" />
        </nav>
      )}
    </div>
  );
}
