import type { ReactNode } from 'react';

import { StrokeIcon } from '../stroke-icon';

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
      <StrokeIcon className="size-6" strokeWidth={1.8}>
        {children}
      </StrokeIcon>
    </span>
  );
}
