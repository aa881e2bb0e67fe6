import type { ReactNode } from 'react';

/**
 * A 24-unit outline icon drawn in the text colour: the paths are passed in. Decorative: the
 * control or text beside it carries the meaning. Its size comes from `className` or from the
 * rules of its place.
 */
export function StrokeIcon({
  children,
  className,
  strokeWidth = 2,
}: {
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
