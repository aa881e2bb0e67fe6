import footerIconsUrl from '../../assets/footer-icons.svg?no-inline';

export type FooterIconName =
  'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'address' | 'phone' | 'email' | 'chat';

/**
 * The footer's glyphs (social networks, contact lines, chat), drawn in currentColor from one
 * sprite file, fetched once and cached with the other built assets, instead of their paths in
 * every page's HTML (2 KB a page). The footer is below the fold, so the extra request never
 * holds up the first paint. Decorative: each link and line has its own text.
 */
export function FooterIcon({ name, size = 20 }: { name: FooterIconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`${footerIconsUrl}#${name}`} />
    </svg>
  );
}
