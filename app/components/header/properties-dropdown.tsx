import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

import { pathWithoutLanguage } from '../../../contract/languages';
import { useI18n } from '../../i18n/i18n';
import { ChevronIcon } from './chevron-icon';
import { isNavItemActive, isPropertiesActive, type NavItem } from './nav-items';
import { SiteLink } from '../site-link';

interface PropertiesDropdownProps {
  items: NavItem[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The desktop Properties menu: a disclosure button and a list of links (the navigation
 * disclosure pattern, not an ARIA menu, so links keep their usual semantics). Arrow keys move
 * between the links as a convenience; Tab works as everywhere else.
 */
export function PropertiesDropdown({ items, isOpen, onOpenChange }: PropertiesDropdownProps) {
  const here = useLocation();
  const { m } = useI18n();
  // Menu links are compared with the page as its English path (links follow the language).
  const location = { ...here, pathname: pathWithoutLanguage(here.pathname) };
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isActive = isPropertiesActive(location);

  // A press anywhere outside closes the list; Escape anywhere closes it and returns focus.
  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) onOpenChange(false);
    }
    function handleKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen, onOpenChange]);

  function listLinks(): HTMLAnchorElement[] {
    return Array.from(containerRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);
  }

  function focusLink(index: number) {
    const links = listLinks();
    links[(index + links.length) % links.length]?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpenChange(true);
    // The list is in the DOM but hidden until React commits the open state.
    requestAnimationFrame(() => focusLink(0));
  }

  function handleListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = listLinks();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: links.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusLink(next);
  }

  return (
    <div
      ref={containerRef}
      className="dropdown"
      // Tabbing out of the list closes it, so it never covers the page unattended.
      onBlur={(event) => {
        if (isOpen && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => onOpenChange(!isOpen)}
        onKeyDown={handleButtonKeyDown}
        className={isActive || isOpen ? 'nav-button is-current' : 'nav-button'}
      >
        {m.site.nav.properties}
        <ChevronIcon isOpen={isOpen} />
      </button>

      {/* The links are rendered while the list is open: closed, it is an empty hidden box. */}
      <div id={panelId} hidden={!isOpen} className={isOpen ? 'dropdown-panel' : undefined}>
        {isOpen && (
          <ul onKeyDown={handleListKeyDown}>
            {items.map((item) => {
              const isCurrent = isNavItemActive(item.to, location);
              return (
                <li key={item.to}>
                  <SiteLink
                    to={item.to}
                    aria-current={isCurrent ? 'page' : undefined}
                    onClick={() => onOpenChange(false)}
                    className={isCurrent ? 'is-current' : undefined}
                  >
                    {item.label}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
