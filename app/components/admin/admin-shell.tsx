import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, NavLink, useFetcher } from 'react-router';

import type { AdminUser } from '../../../contract/accounts';
import { HouseMark } from '../house-mark';
import { StrokeIcon } from '../stroke-icon';
import { ConfirmDialog } from './confirm-dialog';

/** product.md section 9: the side navigation is open by default from 1024 px. */
const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

const NAV_ITEMS: ReadonlyArray<{
  to: string;
  label: string;
  icon: ReactNode;
  /** Shown to owners only: agents do not see the activity, manage the team or erase data. */
  ownerOnly?: boolean;
}> = [
  {
    to: '/admin/dashboard',
    label: 'Dashboard',
    icon: <path d="M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-3H4zM14 4v3h6V4z" />,
  },
  {
    to: '/admin/properties',
    label: 'Properties',
    icon: <path d="M3 10.5 12 4l9 6.5M5 9.5V20h14V9.5M10 20v-5h4v5" />,
  },
  { to: '/admin/add-property', label: 'Add Property', icon: <path d="M12 5v14M5 12h14" /> },
  {
    to: '/admin/banners',
    label: 'Banners',
    icon: <path d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9h.01" />,
  },
  {
    to: '/admin/enquiries',
    label: 'Enquiries',
    icon: <path d="M4 6h16v12H4zM4 7l8 6 8-6" />,
  },
  {
    to: '/admin/activity',
    label: 'Activity',
    icon: <path d="M3 12h4l3 8 4-16 3 8h4" />,
    ownerOnly: true,
  },
  {
    to: '/admin/team',
    label: 'Team',
    icon: (
      <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM21 19v-1a4 4 0 0 0-3-3.9M15.5 3.1a3.5 3.5 0 0 1 0 6.8" />
    ),
    ownerOnly: true,
  },
  {
    to: '/admin/privacy',
    label: 'Privacy',
    icon: <path d="M12 3 5 6v6c0 4.4 3 8 7 9 4-1 7-4.6 7-9V6zM9 12l2 2 4-4" />,
    ownerOnly: true,
  },
  {
    to: '/admin/settings',
    label: 'Settings',
    icon: (
      <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
    ),
  },
];

function useIsWideScreen(): boolean {
  const [isWide, setIsWide] = useState(() => window.matchMedia(WIDE_SCREEN_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN_QUERY);
    const update = () => setIsWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isWide;
}

/**
 * The back office frame (product.md section 2, admin layout): a side navigation that is open from
 * 1024 px and a narrow icon strip below (it widens on hover, on keyboard focus or with the
 * toggle), a sticky top bar, and the page.
 */
export function AdminShell({ user, children }: { user: AdminUser; children: ReactNode }) {
  const isWide = useIsWideScreen();
  const [isPinnedOpen, setIsPinnedOpen] = useState(isWide);
  const [isPeeking, setIsPeeking] = useState(false);
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  // The admin layout's clientAction logs out and goes to the sign-in page.
  const logout = useFetcher();
  const navId = useId();

  // Crossing the breakpoint resets the navigation to that width's default.
  const [pinnedForWide, setPinnedForWide] = useState(isWide);
  if (pinnedForWide !== isWide) {
    setPinnedForWide(isWide);
    setIsPinnedOpen(isWide);
  }

  const isOpen = isPinnedOpen || isPeeking;
  // Below 1024 px the open navigation lies over the page instead of pushing it aside.
  const isOverlay = isOpen && !(isWide && isPinnedOpen);

  const closeOverlay = () => {
    setIsPeeking(false);
    if (!isWide) setIsPinnedOpen(false);
  };

  return (
    <div className="min-h-svh bg-ink-50">
      {isOverlay && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-ink-950/30 lg:hidden"
          onClick={closeOverlay}
        />
      )}
      <aside
        id={navId}
        aria-label="Admin"
        onMouseEnter={() => setIsPeeking(true)}
        onMouseLeave={() => setIsPeeking(false)}
        onFocus={() => setIsPeeking(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setIsPeeking(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isOverlay) {
            closeOverlay();
            (document.activeElement as HTMLElement | null)?.blur();
          }
        }}
        className={`fixed inset-y-0 left-0 z-40 flex flex-col overflow-hidden bg-brand-950 text-brand-50 transition-[width] duration-200 ease-out ${
          isOpen ? 'w-64' : 'w-16'
        } ${isOverlay ? 'shadow-2xl' : ''}`}
      >
        <Link
          to="/admin/dashboard"
          className="flex h-16 shrink-0 items-center gap-3 border-b border-white/10 px-4 font-display text-lg font-semibold whitespace-nowrap"
        >
          <HouseMark className="size-8 shrink-0" />
          <span className={isOpen ? '' : 'sr-only'}>Veedu Admin</span>
        </Link>
        <nav className="flex flex-1 flex-col gap-1 overflow-y-auto p-2">
          {NAV_ITEMS.filter((item) => !item.ownerOnly || user.role === 'owner').map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              title={isOpen ? undefined : item.label}
              onClick={() => {
                if (isOverlay) closeOverlay();
              }}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sand-300 ${
                  isActive
                    ? 'bg-white/15 text-white'
                    : 'text-brand-100 hover:bg-white/10 hover:text-white'
                }`
              }
            >
              <StrokeIcon className="size-5 shrink-0">{item.icon}</StrokeIcon>
              <span className={isOpen ? '' : 'sr-only'}>{item.label}</span>
            </NavLink>
          ))}
          <button
            type="button"
            onClick={() => setIsLogoutOpen(true)}
            title={isOpen ? undefined : 'Logout'}
            className="mt-auto flex min-h-11 items-center gap-3 rounded-lg px-3 text-left text-sm font-medium whitespace-nowrap text-brand-100 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sand-300"
          >
            <StrokeIcon className="size-5 shrink-0">
              <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
            </StrokeIcon>
            <span className={isOpen ? '' : 'sr-only'}>Logout</span>
          </button>
        </nav>
      </aside>

      <div
        className={`flex min-h-svh flex-col transition-[padding] duration-200 ease-out ${
          isWide && isPinnedOpen ? 'pl-64' : 'pl-16'
        }`}
      >
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-ink-100 bg-white/90 px-3 backdrop-blur sm:px-6">
          <button
            type="button"
            aria-controls={navId}
            aria-expanded={isOpen}
            onClick={() => {
              setIsPeeking(false);
              setIsPinnedOpen((open) => !open);
            }}
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100"
          >
            <span className="sr-only">
              {isPinnedOpen ? 'Collapse navigation' : 'Expand navigation'}
            </span>
            <StrokeIcon className="size-5">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </StrokeIcon>
          </button>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="hidden text-ink-600 sm:inline" title="Signed in as">
              {user.email}
            </span>
            <a
              href="/"
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-brand-800 hover:bg-brand-50"
            >
              View site
            </a>
          </div>
        </header>
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 px-3 py-6 focus:outline-none sm:px-6 lg:px-8"
        >
          {children}
        </main>
      </div>

      <ConfirmDialog
        isOpen={isLogoutOpen}
        title="Log out?"
        message="You will need to sign in again to manage the site."
        confirmLabel="Logout"
        busyLabel="Logging out…"
        tone="primary"
        isBusy={logout.state !== 'idle'}
        onConfirm={() => void logout.submit(null, { method: 'post', flushSync: true })}
        onCancel={() => setIsLogoutOpen(false)}
      />
    </div>
  );
}
