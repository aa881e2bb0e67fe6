import type { ReactNode } from 'react';

/** A 24 px outline icon in a brand-tinted tile; the paths are passed in. Decorative. */
export function LineIcon({
  children,
  tone = 'brand',
}: {
  children: ReactNode;
  tone?: 'brand' | 'sand';
}) {
  const colours = tone === 'sand' ? 'bg-sand-100 text-sand-800' : 'bg-brand-50 text-brand-700';
  return (
    <span
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${colours}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
    </span>
  );
}
