import type { ReactNode } from 'react';

import { HouseMarkShapes } from './house-mark';

/**
 * Icons a page repeats (the WhatsApp mark on the home page's cards, the brand mark in the header
 * and the footer): drawn once per page as symbols of an `<IconSprite>`, then referenced by each
 * `<Icon>`, instead of their paths every time. (The cards' pin and the filter sections' chevron
 * are drawn by the stylesheet: no markup at all.) The `<svg>` around a use takes its size
 * and colour from the rules of its place (app/styles/).
 */
const SYMBOLS = {
  whatsapp: (
    <path
      fill="currentColor"
      d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.4a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.7-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.1-.3-.2-.6-.3Z"
    />
  ),
  /** The brand mark (house-mark.tsx), on its 32-unit grid. */
  house: <HouseMarkShapes />,
} satisfies Record<string, ReactNode>;

const VIEW_BOXES: Partial<Record<keyof typeof SYMBOLS, string>> = { house: '0 0 32 32' };

export type IconName = keyof typeof SYMBOLS;

/** The symbols of the icons a page uses more than once; render it once, anywhere in the page. */
export function IconSprite({ names }: { names: readonly IconName[] }) {
  return (
    <svg className="hidden" aria-hidden="true">
      {names.map((name) => (
        <symbol key={name} id={`i-${name}`} viewBox={VIEW_BOXES[name] ?? '0 0 24 24'}>
          {SYMBOLS[name]}
        </symbol>
      ))}
    </svg>
  );
}

/** One use of a sprite's icon. Decorative: the text beside it carries the meaning. */
export function Icon({
  name,
  className,
  size,
}: {
  name: IconName;
  className?: string;
  /** Width and height before the stylesheet sizes it, for the larger marks. */
  size?: number;
}) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`#i-${name}`} />
    </svg>
  );
}
