import { type MouseEvent, useEffect, useState } from 'react';

export interface SectionTab {
  /** The section element's id. */
  id: string;
  label: string;
}

/**
 * Tabs that scroll to sections of one long page (the legal page's Privacy Policy and Terms of
 * Service) and mark the section being read. They are links, so they work before hydration and
 * without JavaScript; both sections stay in the page, which is why this is a navigation with
 * aria-current rather than an ARIA tablist that would hide panels.
 */
export function SectionTabs({ tabs, label }: { tabs: readonly SectionTab[]; label: string }) {
  const [activeId, setActiveId] = useState(tabs[0]?.id);

  // The section crossing the upper part of the viewport is the one being read. The observer's
  // first report also covers a page opened at #terms-of-service.
  useEffect(() => {
    const sections = tabs
      .map((tab) => document.getElementById(tab.id))
      .filter((section) => section !== null);
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.find((entry) => entry.isIntersecting);
        if (visible) setActiveId(visible.target.id);
      },
      { rootMargin: '-25% 0px -65% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [tabs]);

  function handleClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    setActiveId(id);
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    // Keep the address shareable without a router navigation (which would jump, not glide).
    window.history.replaceState(window.history.state, '', `#${id}`);
  }

  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 rounded-full border border-ink-100 bg-white p-1 shadow-xs lg:flex-col lg:rounded-2xl lg:p-2">
        {tabs.map((tab) => {
          const isActive = tab.id === activeId;
          return (
            <li key={tab.id} className="flex-1">
              <a
                href={`#${tab.id}`}
                aria-current={isActive ? 'true' : undefined}
                onClick={(event) => handleClick(event, tab.id)}
                className={`flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors lg:justify-start lg:rounded-xl ${
                  isActive
                    ? 'bg-brand-700 text-white shadow-sm'
                    : 'text-ink-700 hover:bg-brand-50 hover:text-brand-800'
                }`}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
