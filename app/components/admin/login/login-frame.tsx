import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { HouseMark } from '../../house-mark';
import { ArrowLeftIcon } from './icons';

/**
 * The sign-in page's frame: Back to Home, the brand, and one calm card in the middle of the
 * screen at every width. The admin routes get no public header or footer (root.tsx), so the
 * page brings its own main landmark.
 */
export function LoginFrame({ children }: { children: ReactNode }) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="relative isolate flex min-h-svh flex-col overflow-hidden bg-canvas focus:outline-none"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(64rem_28rem_at_50%_-6rem,var(--color-brand-100),transparent_70%),radial-gradient(40rem_22rem_at_100%_110%,var(--color-sand-100),transparent_70%)]"
      />
      <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-ink-700 transition-colors hover:bg-white/70 hover:text-brand-800"
        >
          <ArrowLeftIcon />
          Back to Home
        </Link>
      </div>
      <div className="flex flex-1 items-center justify-center px-4 pt-4 pb-10 sm:px-6 sm:pb-16">
        <div className="w-full max-w-md">
          <div className="mb-7 flex items-center justify-center gap-3">
            <HouseMark className="size-11 text-brand-800" />
            <p className="flex flex-col leading-none">
              <span className="font-display text-2xl font-semibold tracking-tight text-ink-950">
                Veedu
              </span>
              <span className="mt-1 text-[0.6875rem] font-semibold tracking-[0.2em] text-sand-700 uppercase">
                Admin
              </span>
            </p>
          </div>
          <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-xl shadow-brand-950/5 sm:p-9">
            {children}
          </div>
          <p className="mt-6 text-center text-xs text-ink-500">
            The back office of Veedu, for staff who manage the listings.
          </p>
        </div>
      </div>
    </main>
  );
}

/** A step's heading and its line of help; `eyebrow` says where the recovery stands. */
export function StepHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6">
      {eyebrow && (
        <p className="mb-2 text-xs font-semibold tracking-[0.14em] text-sand-700 uppercase">
          {eyebrow}
        </p>
      )}
      <h1 className="font-display text-2xl font-semibold tracking-tight text-ink-950 sm:text-[1.75rem]">
        {title}
      </h1>
      {children && <p className="mt-2 text-sm leading-relaxed text-ink-600">{children}</p>}
    </header>
  );
}

/** The quiet way back to the previous step, under the main button. */
export function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div className="mt-4 flex justify-center">
      <button
        type="button"
        onClick={onClick}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-ink-600 transition-colors hover:bg-ink-50 hover:text-brand-800"
      >
        <ArrowLeftIcon />
        {children}
      </button>
    </div>
  );
}
