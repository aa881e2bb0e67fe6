import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';

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

const HOME_ITEM: NavItem = { label: 'Home', to: '/' };

interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  propertyItems: NavItem[];
  onNavigate: () => void;
}

/** The phone menu below md: it overlays the page under the header, so opening it moves nothing. */
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
    return (
      <Link
        to={item.to}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={onNavigate}
        className={`flex items-center rounded-xl px-3 font-medium transition-colors ${
          isNested ? 'min-h-11 text-[0.9375rem]' : 'min-h-12 text-base'
        } ${isCurrent ? 'bg-brand-50 text-brand-800' : 'text-ink-800 hover:bg-ink-50'}`}
      >
        {item.label}
      </Link>
    );
  }

  return (
    <div
      id={id}
      hidden={!isOpen}
      className="absolute inset-x-0 top-full max-h-[calc(100svh-4rem)] overflow-y-auto overscroll-contain border-b border-ink-100 bg-white shadow-lg md:hidden"
    >
      <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 pt-3 pb-5 sm:px-6">
        <ul className="flex flex-col gap-0.5">
          <li>{renderLink(HOME_ITEM)}</li>
          <li>{renderLink(BUY_ITEM)}</li>
          <li>{renderLink(RENT_ITEM)}</li>
          <li>
            <button
              type="button"
              aria-expanded={isPropertiesOpen}
              aria-controls={propertiesId}
              onClick={() => setIsPropertiesOpen((open) => !open)}
              className={`flex min-h-12 w-full items-center justify-between rounded-xl px-3 text-left text-base font-medium transition-colors ${
                isPropertiesCurrent ? 'bg-brand-50 text-brand-800' : 'text-ink-800 hover:bg-ink-50'
              }`}
            >
              Properties
              <ChevronIcon isOpen={isPropertiesOpen} className="size-5" />
            </button>
            <ul
              id={propertiesId}
              hidden={!isPropertiesOpen}
              className="mt-0.5 ml-3 border-l border-ink-100 pl-2"
            >
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
    </div>
  );
}
