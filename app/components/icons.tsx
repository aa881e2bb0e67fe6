import type { ReactNode } from 'react';

/**
 * Icons a page repeats (a pin on every card, a chevron on every filter section): drawn once per
 * page as symbols of an `<IconSprite>`, then referenced by each `<Icon>`, instead of their paths
 * on every card. Each is on a 24-unit grid; the `<svg>` around a use takes its size and colour
 * from the rules of its place (app/styles/).
 */
const SYMBOLS = {
  pin: (
    <path
      fill="currentColor"
      d="M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
    />
  ),
  'chevron-down': <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof SYMBOLS;

/** The symbols of the icons a page uses more than once; render it once, anywhere in the page. */
export function IconSprite({ names }: { names: readonly IconName[] }) {
  return (
    <svg className="hidden" aria-hidden="true">
      {names.map((name) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          {SYMBOLS[name]}
        </symbol>
      ))}
    </svg>
  );
}

/** One use of a sprite's icon. Decorative: the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`#i-${name}`} />
    </svg>
  );
}
